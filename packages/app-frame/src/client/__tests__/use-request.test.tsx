import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@island-eats/api-client';
import { renderApp } from '../../testing';
import { useRequest } from '../use-request';

interface Pending {
  resolve: (answer: string) => void;
  reject: (failure: unknown) => void;
}

/** A load whose calls the test answers, one by one, in any order. */
function controlledLoad() {
  const pending: Pending[] = [];
  const load = jest.fn(
    (_input: string) =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const call = (index: number): Pending => {
    const found = pending[index];
    if (!found) throw new Error(`load was called ${pending.length} times, not ${index + 1}`);
    return found;
  };
  return { load, call };
}

function Probe(props: {
  load: (input: string) => Promise<string>;
  input: string;
  skip?: boolean;
  quiet?: boolean;
}) {
  const { load, input, skip, quiet } = props;
  const request = useRequest(() => load(input), [input], { skip, quiet });
  return (
    <>
      <p>{request.loading ? 'loading' : 'settled'}</p>
      <p>data: {request.data ?? 'none'}</p>
      <p>error: {request.error ?? 'none'}</p>
      <button onClick={request.reload}>Reload</button>
    </>
  );
}

describe('useRequest', () => {
  it('shows the answer for the current inputs and drops one that arrives late', async () => {
    const { load, call } = controlledLoad();
    const { rerender } = renderApp(<Probe load={load} input="a" />);
    rerender(<Probe load={load} input="b" />);
    expect(load.mock.calls).toEqual([['a'], ['b']]);

    await act(async () => call(1).resolve('answer for b'));
    expect(screen.getByText('data: answer for b')).toBeVisible();
    await act(async () => call(0).resolve('answer for a'));
    expect(screen.getByText('data: answer for b')).toBeVisible();
    expect(screen.getByText('settled')).toBeVisible();
  });

  it('keeps the last answer while the next loads, and shows a failure once', async () => {
    const { load, call } = controlledLoad();
    const { rerender } = renderApp(<Probe load={load} input="a" />);
    await act(async () => call(0).resolve('menu of a'));
    rerender(<Probe load={load} input="b" />);
    expect(screen.getByText('loading')).toBeVisible();
    expect(screen.getByText('data: menu of a')).toBeVisible();

    await act(async () => call(1).reject(new ApiError('server', 'Outlet not found.', 200, {})));
    expect(screen.getByText('error: Outlet not found.')).toBeVisible();
    expect(screen.getByText('data: menu of a')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Outlet not found.');
    expect(screen.getAllByText('Outlet not found.')).toHaveLength(1);
  });

  it('leaves a failure to the page when quiet: no toast repeats it', async () => {
    const { load, call } = controlledLoad();
    renderApp(<Probe load={load} input="a" quiet />);
    await act(async () => call(0).reject(new ApiError('server', 'Outlet not found.', 200, {})));
    expect(screen.getByText('error: Outlet not found.')).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks nothing while skipped, and reads again on reload', async () => {
    const user = userEvent.setup();
    const { load, call } = controlledLoad();
    const { rerender } = renderApp(<Probe load={load} input="a" skip />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('settled')).toBeVisible();

    rerender(<Probe load={load} input="a" skip={false} />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => call(0).resolve('first'));
    expect(screen.getByText('data: first')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('loading')).toBeVisible();
    await act(async () => call(1).resolve('second'));
    expect(screen.getByText('data: second')).toBeVisible();
  });

  it('tries a transient failure again by itself, with one toast, until it is answered', async () => {
    const { load, call } = controlledLoad();
    renderApp(<Probe load={load} input="a" />);
    await act(async () => call(0).reject(new ApiError('network', 'something went wrong!', 0, {})));
    expect(screen.getByText('error: something went wrong!')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('something went wrong!');

    await waitFor(() => expect(load).toHaveBeenCalledTimes(2), { timeout: 2000 });
    // the failure stays on the page while the read is tried again
    expect(screen.getByText('settled')).toBeVisible();
    const outage = 'We cannot reach our database right now. Please try again in a moment.';
    await act(async () => call(1).reject(new ApiError('server', outage, 503, {})));
    expect(screen.getByText(`error: ${outage}`)).toBeVisible();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3), { timeout: 3000 });
    expect(screen.queryByText(outage, { selector: '[role=alert] *' })).toBeNull();

    await act(async () => call(2).resolve('answer'));
    expect(screen.getByText('data: answer')).toBeVisible();
    expect(screen.getByText('error: none')).toBeVisible();
  });

  it('does not try a refusal again by itself', async () => {
    const { load, call } = controlledLoad();
    renderApp(<Probe load={load} input="a" quiet />);
    await act(async () => call(0).reject(new ApiError('server', 'Outlet not found.', 200, {})));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
