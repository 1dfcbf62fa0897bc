import { render, screen } from '@testing-library/react';
import { loadedWhenShown } from './loaded-when-shown';

function Greeting({ name }: { name: string | null }) {
  return <p>Hello {name}</p>;
}

it('loads and renders the component only once it is shown', async () => {
  const load = jest.fn(() => Promise.resolve(Greeting));
  const LazyGreeting = loadedWhenShown(load, (props) => props.name !== null);

  const { container, rerender } = render(<LazyGreeting name={null} />);
  expect(container).toBeEmptyDOMElement();
  expect(load).not.toHaveBeenCalled();

  rerender(<LazyGreeting name="Ana" />);
  expect(await screen.findByText('Hello Ana')).toBeInTheDocument();

  rerender(<LazyGreeting name={null} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<LazyGreeting name="Ben" />);
  expect(screen.getByText('Hello Ben')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
