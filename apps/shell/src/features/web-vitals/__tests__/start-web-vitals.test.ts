import { reportWebVitals } from '../report-web-vitals';
import { startWebVitals } from '../start-web-vitals';

jest.mock('../report-web-vitals', () => ({ reportWebVitals: jest.fn() }));

const config = { apiBase: 'https://api.example.com/api/v1', vitalsSampleRate: 1 };
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  jest.mocked(reportWebVitals).mockClear();
  setVisibility('visible');
});

it('loads nothing with the page: the first input starts the report, once', async () => {
  startWebVitals(config, () => 0.5);
  await loaded();
  expect(reportWebVitals).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('pointerdown'));
  window.dispatchEvent(new Event('keydown'));
  await loaded();
  expect(reportWebVitals).toHaveBeenCalledTimes(1);
  expect(reportWebVitals).toHaveBeenCalledWith('https://api.example.com/api/v1/vitals');
});

it('starts the report when the page is hidden before any input', async () => {
  startWebVitals(config, () => 0.5);
  setVisibility('hidden');
  await loaded();
  expect(reportWebVitals).toHaveBeenCalledTimes(1);
});

it('reports only the sampled share of page views, and none at 0', async () => {
  startWebVitals({ ...config, vitalsSampleRate: 0.25 }, () => 0.3);
  startWebVitals({ ...config, vitalsSampleRate: 0 }, () => 0);
  window.dispatchEvent(new Event('pointerdown'));
  setVisibility('hidden');
  await loaded();
  expect(reportWebVitals).not.toHaveBeenCalled();
});
