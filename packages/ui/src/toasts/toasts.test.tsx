import { act, render, screen } from '@testing-library/react';
import { notify } from './notify';
import { Toasts } from './toasts';

describe('Toasts', () => {
  it('mounts no container until the first toast, then shows it and the ones after', async () => {
    const { container } = render(<Toasts />);
    expect(container).toBeEmptyDOMElement();

    act(() => notify.error('Restaurant not found'));
    expect(await screen.findByText('Restaurant not found')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Restaurant not found');

    act(() => notify.success('Item added to cart'));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  });

  it('shows a toast with a toastId once however often it is raised', async () => {
    render(<Toasts />);
    act(() => {
      notify.error('Network Error', { toastId: 'Network Error' });
      notify.error('Network Error', { toastId: 'Network Error' });
    });
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(screen.getAllByText('Network Error')).toHaveLength(1);
  });
});
