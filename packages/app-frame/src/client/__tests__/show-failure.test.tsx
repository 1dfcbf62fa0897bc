import { act, screen } from '@testing-library/react';
import { ApiError, type ApiErrorBody } from '@island-eats/api-client';
import { renderApp } from '../../testing';
import { showFailure } from '../show-failure';

const refused = (message: string, body: ApiErrorBody = {}) =>
  new ApiError('server', message, 200, body);

describe('showFailure', () => {
  it("shows the server's errorMessage, and 'something went wrong!' when it was not reached", async () => {
    renderApp(<p>page</p>);
    act(() => showFailure(refused('Restaurant is closed.')));
    expect(await screen.findByText('Restaurant is closed.')).toBeVisible();
    act(() => showFailure(new TypeError('Failed to fetch')));
    expect(await screen.findByText('something went wrong!')).toBeVisible();
  });

  it('shows failures that come together once', async () => {
    renderApp(<p>page</p>);
    act(() => {
      showFailure(refused('The kitchen is resting.'));
      showFailure(refused('The kitchen is resting.'));
    });
    expect(await screen.findByText('The kitchen is resting.')).toBeVisible();
    expect(screen.getAllByText('The kitchen is resting.')).toHaveLength(1);
  });

  it('leaves an ended session and paused logins to the pages that speak for them', async () => {
    renderApp(<p>page</p>);
    act(() => {
      showFailure(new ApiError('unauthenticated', 'Unauthenticated.', 200, {}));
      showFailure(new ApiError('logged-out', 'Token expired.', 401, {}));
      showFailure(refused('Logins are paused.', { loginActive: 0 }));
      showFailure(refused('Shown after the silent ones.'));
    });
    expect(await screen.findByText('Shown after the silent ones.')).toBeVisible();
    for (const silent of ['Unauthenticated.', 'Token expired.', 'Logins are paused.']) {
      expect(screen.queryByText(silent)).toBeNull();
    }
  });
});
