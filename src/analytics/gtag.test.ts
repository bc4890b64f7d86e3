/** @jest-environment jsdom */
import {GTAG_SCRIPT_URL, installGtag, type GtagGlobals} from './gtag';

const win = window as unknown as Window & GtagGlobals;

const gtagScripts = () => document.head.querySelectorAll(`script[src^="${GTAG_SCRIPT_URL}"]`);
const calls = () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  delete win.gtag;
  delete win.dataLayer;
  document.head.innerHTML = '';
});

test('without a measurement id the function records calls and loads no script', () => {
  const gtag = installGtag(win, null);
  gtag('event', 'page_view', {page_title: 'Sorting'});
  expect(win.gtag).toBe(gtag);
  expect(gtagScripts()).toHaveLength(0);
  expect(calls()).toEqual([
    ['js', expect.any(Date)],
    ['event', 'page_view', {page_title: 'Sorting'}],
  ]);
});

test("the data layer holds `arguments` objects, the shape Google's script reads", () => {
  installGtag(win, null)('set', 'user_properties', {codeVariant: 'JS'});
  const last = win.dataLayer?.at(-1);
  expect(Array.isArray(last)).toBe(false);
  expect(Object.prototype.toString.call(last)).toBe('[object Arguments]');
});

test('with a measurement id it loads gtag.js once and turns the automatic page view off', () => {
  installGtag(win, 'G-ABC123');
  installGtag(win, 'G-ABC123');
  expect(gtagScripts()).toHaveLength(1);
  expect(gtagScripts()[0]?.getAttribute('src')).toBe(`${GTAG_SCRIPT_URL}?id=G-ABC123`);
  expect(calls()).toContainEqual(['config', 'G-ABC123', {send_page_view: false}]);
});
