import { clearSession, keepSessionInCookie, setSession, updateSession } from '../session';
import { SESSION_COOKIE } from '../session-cookie';
import { sessionUser } from './session-user';

// a token with what a cookie must escape
const user = sessionUser({ token: 'tok/with=odd;chars' });

/** The cookie as the page's server receives it: decoded, or undefined without one. */
function sessionCookie(): string | undefined {
  const pair = document.cookie.split('; ').find((p) => p.startsWith(`${SESSION_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)) : undefined;
}

beforeEach(() => keepSessionInCookie());
afterEach(() => clearSession());

it('is kept only by the host that asks for it, from then on, for a session stored before', async () => {
  // a page whose host never asks (an app opened alone on another port of the host name)
  await jest.isolateModulesAsync(async () => {
    const session = await import('../session');
    session.clearSession();
    session.setSession(user);
    expect(sessionCookie()).toBeUndefined();
    session.keepSessionInCookie();
    expect(sessionCookie()).toBe(user.token);
    session.clearSession();
  });
});

it("holds the session's token from a login to a logout", () => {
  expect(sessionCookie()).toBeUndefined();
  setSession(user);
  expect(sessionCookie()).toBe(user.token);
  updateSession({ userName: 'Ana B' });
  expect(sessionCookie()).toBe(user.token);
  clearSession();
  expect(sessionCookie()).toBeUndefined();
});

it('follows a login and a logout in another tab', () => {
  // the other tab's login and logout: storage changed under this page, which hears of it
  localStorage.setItem('session', JSON.stringify(user));
  window.dispatchEvent(new StorageEvent('storage', { key: 'session' }));
  expect(sessionCookie()).toBe(user.token);
  localStorage.removeItem('session');
  window.dispatchEvent(new StorageEvent('storage', { key: 'session' }));
  expect(sessionCookie()).toBeUndefined();
});

it('is sent to the whole site only, by no request another site starts, for 30 days', () => {
  const written = jest.spyOn(Document.prototype, 'cookie', 'set');
  setSession(user);
  expect(written).toHaveBeenLastCalledWith(
    `${SESSION_COOKIE}=${encodeURIComponent(user.token)}; Path=/; Max-Age=2592000; SameSite=Strict`,
  );
  clearSession();
  expect(written).toHaveBeenLastCalledWith(
    `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`,
  );
  written.mockRestore();
});
