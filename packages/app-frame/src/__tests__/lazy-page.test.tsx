import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '@island-eats/ui';
import { lazyPage } from '../lazy-page';
import { RemoteBoundary } from '../remotes/remote-boundary';

const Menu = () => <h1>Menu</h1>;

// what screen.* saw in the very first commit
function firstCommit(ui: React.ReactElement) {
  render(<UiProvider>{ui}</UiProvider>);
  return {
    heading: screen.queryByRole('heading', { name: 'Menu' }),
    loading: screen.queryByText('Loading page'),
  };
}

test('a preloaded page shows in its first render, with no loader before it', async () => {
  const Page = lazyPage(async () => ({ default: Menu }));
  await Page.preload();
  const seen = firstCommit(<Page />);
  expect(seen.heading).toBeInTheDocument();
  expect(seen.loading).toBeNull();
});

test('a page whose code has not arrived shows the loader, then the page as soon as it arrives', async () => {
  let arrive!: (module: { default: typeof Menu }) => void;
  const Page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
  const seen = firstCommit(<Page />);
  expect(seen.loading).toBeInTheDocument();
  await act(async () => arrive({ default: Menu }));
  expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
  expect(screen.queryByText('Loading page')).toBeNull();
});

test("a failed load reaches the host's boundary and Try again loads it afresh", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<{ default: typeof Menu }>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ default: Menu });
  const Page = lazyPage(load);
  function Host() {
    const [round, setRound] = useState(0);
    return (
      <RemoteBoundary
        region="restro_menu/page/restro-menu"
        resetKey={String(round)}
        onRetry={() => setRound((n) => n + 1)}
      >
        <Page />
      </RemoteBoundary>
    );
  }
  render(
    <UiProvider>
      <Host />
    </UiProvider>,
  );
  await screen.findByRole('button', { name: 'Try again' });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  jest.restoreAllMocks();
});
