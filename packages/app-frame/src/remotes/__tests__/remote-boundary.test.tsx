import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@island-eats/ui';
import { RemoteBoundary } from '../remote-boundary';

function Exploding({ explode }: { explode: boolean }) {
  if (explode) throw new Error('remote threw while rendering');
  return <h1>Remote page</h1>;
}

function setup(resetKey: string, explode: boolean, onRetry = jest.fn()) {
  return (
    <UiProvider>
      <p>Header stays</p>
      <RemoteBoundary region="account/page/profile" resetKey={resetKey} onRetry={onRetry}>
        <Exploding explode={explode} />
      </RemoteBoundary>
    </UiProvider>
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a remote that throws while rendering loses only its region', async () => {
  const onRetry = jest.fn();
  render(setup('a', true, onRetry));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This part of Island Eats is not available right now.',
  );
  expect(screen.getByText('Header stays')).toBeInTheDocument();
  expect(console.warn).toHaveBeenCalledWith(
    '[island-eats] region failed',
    expect.objectContaining({ region: 'account/page/profile' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('the next attempt renders the region again', () => {
  const { rerender } = render(setup('a', true));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  rerender(setup('a', false));
  expect(screen.getByRole('alert')).toBeInTheDocument(); // same attempt: still failed
  rerender(setup('b', false));
  expect(screen.getByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
