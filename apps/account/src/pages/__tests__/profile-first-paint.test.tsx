import './painted-profile';
import { screen } from '@testing-library/react';
import { clearSession, getSession, setSession } from '@island-eats/api-client';
import type { Received } from '@island-eats/api-client/testing';
import type { RuntimeConfig } from '@island-eats/app-frame';
import { renderApp, type TestServer } from '@island-eats/app-frame/testing';
import { renderFirstPaint, renderPageFirstPaint } from '../../page-first-paint';
import { startAccountApi } from '../../testing/account-api';
import { pastOrder, profile, session } from '../../testing/fixtures';
import ProfilePage from '../profile-page';

let api: TestServer;
let config: RuntimeConfig;
/** What the test API has been asked, by call name. */
let asked: Map<string, Received>;
let orders: () => unknown;
let details: () => unknown;

beforeAll(() => {
  // the first render replaces #root's content
  document.body.innerHTML = '';
});

beforeEach(async () => {
  asked = new Map();
  orders = () => ({ error: 'false', pastOrders: [pastOrder()] });
  details = () => ({ error: 'false', usersDetails: profile() });
  // the page's own session, which a paint for another customer must leave alone
  setSession(session);
  const answer = (call: string, body: () => unknown) => (request: Received) => {
    asked.set(call, request);
    return body();
  };
  api = await startAccountApi({
    getProfile: answer('getProfile', () => details()),
    listPastOrders: answer('listPastOrders', () => orders()),
  });
  config = { apiBase: api.url, imageBase: api.url } as RuntimeConfig;
});
afterEach(async () => {
  clearSession();
  await api.close();
});

describe("a customer's profile, painted per request", () => {
  it('is what renderFirstPaint lists as painted per request, for the customer who asks', () => {
    expect(renderFirstPaint()).toEqual({ perRequest: ['Profile'], forCustomer: ['Profile'] });
  });

  it("renders the customer's details and orders, read with the session of their request", async () => {
    const paint = await renderPageFirstPaint('/profile', config, { sessionToken: 'their-token' });

    expect(paint?.html).toMatch(/<h1>Profile<\/h1>.*Dana Demo.*Order History.*Sunny Isle/);
    expect(paint?.html).toContain('$31.40');
    expect(paint?.html).not.toContain('Loading');
    expect(paint?.html).not.toContain('style=');
    for (const call of ['getProfile', 'listPastOrders']) {
      expect(asked.get(call)?.headers.authorization).toBe('Bearer their-token');
    }
  });

  it('paints nothing without a session, on another page, or for a session the API refuses', async () => {
    expect(await renderPageFirstPaint('/profile', config)).toBeNull();
    expect(await renderPageFirstPaint('/editprofile', config, { sessionToken: 't' })).toBeNull();
    expect(asked.size).toBe(0);

    orders = () => ({ error: 'true', errorMessage: 'Unauthenticated.' });
    expect(await renderPageFirstPaint('/profile', config, { sessionToken: 'old' })).toBeNull();
    orders = () => ({ error: 'false', pastOrders: [] });
    details = () => ({ error: 'true', errorMessage: 'Unauthenticated.' });
    expect(await renderPageFirstPaint('/profile', config, { sessionToken: 'old' })).toBeNull();
    // another session's refusal never ends the one this page holds
    expect(getSession()?.token).toBe(session.token);
  });
});

it('the page keeps what its HTML painted until its reads answer, then shows them', async () => {
  renderApp(<ProfilePage />, { path: '/profile' });
  // the reads are on their way: the painted page stays, no loader takes its place
  expect(screen.getByRole('heading', { name: 'Painted History' })).toBeInTheDocument();
  expect(screen.queryByText('Loading orders')).toBeNull();

  expect(await screen.findByText('$31.40')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dana Demo' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Painted History' })).toBeNull();
  expect(document.getElementById('page-first-paint-style')).toBeNull();
});
