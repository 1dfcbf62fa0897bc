import { act, screen } from '@testing-library/react';
import { renderApp, startApi, type TestServer } from '@island-eats/app-frame/testing';
import { useLoginInactiveMessage } from '../use-login-inactive';

let api: TestServer;
beforeEach(async () => {
  api = await startApi();
});
afterEach(() => api.close());

const PAUSED = 'We are not taking orders right now.';
const paused = () => ({
  status: 200,
  body: { error: 'true', loginActive: 0, errorMessage: PAUSED },
});

function Shown() {
  return <p>{useLoginInactiveMessage() ?? 'ordering on'}</p>;
}

const listReads = () => api.received.filter((request) => request.path.endsWith('/listRestaurant'));

it('takes the answer the page server rendered the page with, and does not ask again', async () => {
  api.reply(paused);
  renderApp(<Shown />, { handed: { '["ordering"]': PAUSED } });
  expect(screen.getByText(PAUSED)).toBeInTheDocument();
  // a read the mount started would have reached the local API by now
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(listReads()).toHaveLength(0);
});

it('asks the API itself on a page the browser renders, and shows a paused site', async () => {
  api.reply(paused);
  renderApp(<Shown />);
  expect(screen.getByText('ordering on')).toBeInTheDocument();
  expect(await screen.findByText(PAUSED)).toBeInTheDocument();
  expect(listReads()).toHaveLength(1);
});

it('stays out of the way while ordering is on, or when the API cannot be asked', async () => {
  api.reply(() => ({ status: 503, body: { error: 'true', errorMessage: 'Busy.' } }));
  renderApp(<Shown />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.getByText('ordering on')).toBeInTheDocument();
});
