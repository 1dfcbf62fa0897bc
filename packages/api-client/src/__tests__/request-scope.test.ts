/**
 * @jest-environment node
 */
// The page server: no window and no storage, many customers' pages rendered at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import { configureApi } from '../api-config';
import { getProfile } from '../calls/profile';
import { getSession, setSession } from '../session';
import { getCurrentLocation, scopedKey, scopeStorage, stored } from '../storage';
import { startTestServer } from '../testing/test-server';
import { sessionUser } from './session-user';

const requests = new AsyncLocalStorage<Map<string, string>>();
scopeStorage(() => requests.getStore());

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
  configureApi({ apiBase: `${server.url}/api/v1`, imageBase: `${server.url}/images` });
  server.reply(() => ({ body: { error: 'false', usersDetails: {} } }));
});
afterAll(() => server.close());

/** A request's values as the page server makes them from its cookies. */
const valuesOf = (token: string, island: string) =>
  new Map([
    [scopedKey('local', 'session'), JSON.stringify(sessionUser({ token }))],
    [scopedKey('local', 'currentLocation'), JSON.stringify(island)],
  ]);

it("reads and writes each request's own values, even while both are under way", async () => {
  const render = (token: string, island: string) =>
    requests.run(valuesOf(token, island), async () => {
      // each step waits, so the two requests' steps interleave
      await new Promise((resolve) => setTimeout(resolve, 5));
      await getProfile();
      stored.set('tipAmount', token);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return {
        token: getSession()?.token,
        island: getCurrentLocation(),
        tip: stored.get('tipAmount'),
      };
    });

  const [ana, ben] = await Promise.all([render('ana', 'st_croix'), render('ben', 'st_thomas')]);

  expect(ana).toEqual({ token: 'ana', island: 'st_croix', tip: 'ana' });
  expect(ben).toEqual({ token: 'ben', island: 'st_thomas', tip: 'ben' });
  const sent = server.received.map((request) => [
    request.headers.authorization,
    request.query.get('located_at'),
  ]);
  expect(sent).toEqual(
    expect.arrayContaining([
      ['Bearer ana', 'st_croix'],
      ['Bearer ben', 'st_thomas'],
    ]),
  );
  // nothing a request stored is left for the next, or outside any
  expect(getSession()).toBeNull();
  expect(stored.get('tipAmount')).toBeNull();
});

it('keeps a session set while rendering in that request only', async () => {
  const inside = await requests.run(new Map(), async () => {
    setSession(sessionUser({ token: 'new' }));
    return getSession()?.token;
  });
  expect(inside).toBe('new');
  expect(await requests.run(new Map(), async () => getSession())).toBeNull();
});
