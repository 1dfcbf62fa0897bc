import type { MetricType } from 'web-vitals';
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { reportWebVitals } from '../report-web-vitals';

jest.mock('web-vitals', () => ({
  onLCP: jest.fn(),
  onINP: jest.fn(),
  onCLS: jest.fn(),
  onTTFB: jest.fn(),
}));

const URL = 'https://api.example.com/api/v1/vitals';
const sendBeacon = jest.fn((_url: string, _body: string) => true);
Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

/** The callback the report gave the library for one vital. */
const callbackOf = (on: unknown) =>
  jest.mocked(on as (callback: (metric: MetricType) => void) => void).mock.calls.at(-1)![0];

const metric = (fields: Partial<MetricType>) =>
  ({
    id: 'v1',
    name: 'LCP',
    value: 1000,
    navigationType: 'navigate',
    navigationURL: 'https://eats.example.com/restaurant-details/12/menu',
    ...fields,
  }) as MetricType;

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const beacons = () =>
  sendBeacon.mock.calls.map(([url, body]) => ({ url, ...(JSON.parse(body) as object) }));

it("sends a view's vitals once, together, by its route pattern, when the page is hidden", () => {
  reportWebVitals(URL);
  callbackOf(onLCP)(metric({ id: 'lcp', name: 'LCP', value: 1834.2 }));
  callbackOf(onINP)(metric({ id: 'inp', name: 'INP', value: 40 }));
  callbackOf(onINP)(metric({ id: 'inp', name: 'INP', value: 120 }));
  callbackOf(onCLS)(metric({ id: 'cls', name: 'CLS', value: 0.02 }));
  callbackOf(onTTFB)(metric({ id: 'ttfb', name: 'TTFB', value: 300_000 }));
  expect(sendBeacon).not.toHaveBeenCalled();

  hide();
  const route = '/restaurant-details/:outletId/*';
  expect(beacons()).toEqual([
    {
      url: URL,
      vitals: [
        { name: 'LCP', value: 1834.2, route },
        { name: 'INP', value: 120, route },
        { name: 'CLS', value: 0.02, route },
        // past the API's limit: counted at it
        { name: 'TTFB', value: 120_000, route },
      ],
    },
  ]);

  // what changes after it was sent is not sent again; a page restored from the back/forward
  // cache is a view of its own, at its URL then
  callbackOf(onINP)(metric({ id: 'inp', name: 'INP', value: 480 }));
  window.history.pushState(null, '', '/order-status/5');
  callbackOf(onLCP)(metric({ id: 'lcp-2', navigationType: 'back-forward-cache', value: 80 }));
  window.dispatchEvent(new Event('pagehide'));
  hide();
  expect(beacons().slice(1)).toEqual([
    { url: URL, vitals: [{ name: 'LCP', value: 80, route: '/order-status/:id' }] },
  ]);
});
