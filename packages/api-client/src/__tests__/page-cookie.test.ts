import { keepPageCookie, PAGE_COOKIE } from '../page-cookie';
import { hasPageCookie, pageCookieValues } from '../page-cookie-values';
import { clearSession, getSession, setSession } from '../session';
import { getCurrentLocation, getDeliveryType, scopeStorage, stored } from '../storage';
import { sessionUser } from './session-user';

const NAME = PAGE_COOKIE.name;
const user = sessionUser({ userName: 'Ana "Bee"; =%' });

/** What the page server renders with: the request's values from the page's cookies. */
function renderedWith<T>(read: () => T): T {
  const values = pageCookieValues(document.cookie, PAGE_COOKIE);
  scopeStorage(() => values);
  try {
    return read();
  } finally {
    scopeStorage(() => undefined);
  }
}

beforeAll(() => keepPageCookie(PAGE_COOKIE));
beforeEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  stored.remove('deliveryType');
});

it('renders the page with the session, island, point and order type the browser has', () => {
  setSession(user);
  stored.set('currentLocation', 'st_thomas');
  stored.set('deliveryType', 'Delivery');
  stored.set('chosenLocation', {
    latitudeData: 18.34,
    longitudeData: -64.93,
    timezone: 'America/St_Thomas',
    address: '12 Main St',
    addressId: 4,
  });
  const seen = () => ({
    session: getSession(),
    island: getCurrentLocation(),
    orderType: getDeliveryType(),
    point: stored.get('chosenLocation')?.address,
  });
  expect(renderedWith(seen)).toEqual(seen());

  clearSession();
  stored.remove('deliveryType');
  expect(renderedWith(seen)).toEqual({ ...seen(), session: null, orderType: 'Take Out' });
});

it("follows another tab's login", () => {
  localStorage.setItem('session', JSON.stringify(user));
  window.dispatchEvent(new StorageEvent('storage', { key: 'session' }));
  expect(renderedWith(getSession)).toEqual(user);
});

it('keeps the order type for the browser session only, the rest for 30 days, Lax', () => {
  const written = jest.spyOn(Document.prototype, 'cookie', 'set');
  stored.set('deliveryType', 'Delivery');
  expect(written).toHaveBeenLastCalledWith(
    expect.stringMatching(new RegExp(`^${NAME}_tab=[^;]+; Path=/; SameSite=Lax$`)),
  );
  stored.set('currentLocation', 'st_croix');
  expect(written).toHaveBeenLastCalledWith(
    expect.stringMatching(new RegExp(`^${NAME}=[^;]+; Path=/; Max-Age=2592000; SameSite=Lax$`)),
  );
  written.mockRestore();
});

it('takes only the values a page writes, as text, from a cookie the visitor changed', () => {
  const cookie = (value: unknown) => `${NAME}=${encodeURIComponent(JSON.stringify(value))}`;
  expect(pageCookieValues(`${NAME}=%E0%A4%A; other=1`, PAGE_COOKIE)).toEqual(new Map());
  expect(pageCookieValues(cookie(['local:session']), PAGE_COOKIE)).toEqual(new Map());
  expect(
    pageCookieValues(
      cookie({
        'local:currentLocation': '"st_thomas"',
        'local:viewCart': '{}',
        'local:session': 7,
      }),
      PAGE_COOKIE,
    ),
  ).toEqual(new Map([['local:currentLocation', '"st_thomas"']]));
  // the tab's order type from the tab's cookie only
  expect(pageCookieValues(cookie({ 'session:deliveryType': '"Delivery"' }), PAGE_COOKIE)).toEqual(
    new Map(),
  );
  expect(pageCookieValues(undefined, PAGE_COOKIE)).toEqual(new Map());
});

/** The tab cookie as another tab of the browser last wrote it. */
const tabCookieOf = (orderType: string) => {
  document.cookie = `${NAME}_tab=${encodeURIComponent(
    JSON.stringify({ 'session:deliveryType': JSON.stringify(orderType) }),
  )}; Path=/`;
};

it('a new tab takes the order type its page was rendered with; a tab with its own keeps it', () => {
  tabCookieOf('Delivery');
  keepPageCookie(PAGE_COOKIE);
  expect(getDeliveryType()).toBe('Delivery');

  stored.set('deliveryType', 'Take Out');
  tabCookieOf('Delivery');
  keepPageCookie(PAGE_COOKIE);
  expect(getDeliveryType()).toBe('Take Out');
});

it('the tab in front holds the tab cookie, so its reload is rendered with its order type', () => {
  stored.set('deliveryType', 'Delivery');
  tabCookieOf('Take Out');
  window.dispatchEvent(new Event('focus'));
  expect(renderedWith(getDeliveryType)).toBe('Delivery');
});

it('drops a cookie too long for a browser to keep, rather than keep its older values', () => {
  setSession(user);
  expect(hasPageCookie(document.cookie, PAGE_COOKIE)).toBe(true);
  stored.set('additionalInfo', 'x'.repeat(5000));
  expect(hasPageCookie(document.cookie, PAGE_COOKIE)).toBe(false);
  stored.set('additionalInfo', 'ring the bell');
  expect(renderedWith(() => stored.get('additionalInfo'))).toBe('ring the bell');
});
