import { clearSession, setSession, updateSession } from '../session';
import { SESSION_COOKIE } from '../session-cookie';
import type { SessionUser } from '../types/user';

const user: SessionUser = {
  token: 'tok/with=odd;chars',
  udId: 'DEVICE',
  userName: 'Ana',
  email: 'ana@example.com',
  countryCode: '+1',
  mobileNumber: '3405551234',
  located_at: 'st_croix',
  short_interest_survey: '',
};

/** The cookie as the page's server receives it: decoded, or undefined without one. */
function sessionCookie(): string | undefined {
  const pair = document.cookie.split('; ').find((p) => p.startsWith(`${SESSION_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)) : undefined;
}

afterEach(() => clearSession());

it("holds the session's token from a login to a logout", () => {
  expect(sessionCookie()).toBeUndefined();
  setSession(user);
  expect(sessionCookie()).toBe(user.token);
  updateSession({ userName: 'Ana B' });
  expect(sessionCookie()).toBe(user.token);
  clearSession();
  expect(sessionCookie()).toBeUndefined();
});

it('follows a login or logout in another tab', () => {
  setSession(user);
  // the other tab's logout: storage changed under this page, which hears of it by an event
  localStorage.removeItem('session');
  window.dispatchEvent(new StorageEvent('storage', { key: 'session' }));
  expect(sessionCookie()).toBeUndefined();
});

it('is written as the page starts for a session stored before it had one', async () => {
  localStorage.setItem('session', JSON.stringify(user));
  expect(sessionCookie()).toBeUndefined();
  // the module as a new page loads it
  await jest.isolateModulesAsync(async () => {
    await import('../session');
  });
  expect(sessionCookie()).toBe(user.token);
  localStorage.clear();
});
