/** @jest-environment jsdom */
import {watchUserProperties} from './browserUserProperties';

type Listener = () => void;

/** matchMedia as the browser has it: the OS scheme query and resolution queries can change. */
function stubMatchMedia(state: {dark: boolean}) {
  const listeners = new Map<string, Listener[]>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') && state.dark;
    },
    addEventListener: (_type: string, listener: Listener) => {
      listeners.set(query, [...(listeners.get(query) ?? []), listener]);
    },
  })) as unknown as typeof window.matchMedia;
  return (query: string) => {
    const current = listeners.get(query) ?? [];
    listeners.delete(query);
    current.forEach((listener) => listener());
  };
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  document.cookie = 'codeVariant=JS; path=/';
  document.cookie = 'codeStyling=bogus; path=/';
  document.documentElement.lang = 'pt';
  document.documentElement.setAttribute('data-theme', 'light');
  Object.defineProperty(window, 'devicePixelRatio', {value: 2, configurable: true});
});

test('sends the initial properties from cookies, html and media queries', () => {
  stubMatchMedia({dark: true});
  const gtag = jest.fn();
  watchUserProperties(window, gtag);
  expect(gtag.mock.calls).toEqual([
    [
      'set',
      'user_properties',
      {
        codeVariant: 'JS',
        codeStylingVariant: 'system',
        userLanguage: 'pt',
        devicePixelRatio: 2,
        colorSchemeOS: 'dark',
        colorScheme: 'light',
      },
    ],
  ]);
});

test('re-sends a property when the reader or the device changes it', async () => {
  const os = {dark: false};
  const fire = stubMatchMedia(os);
  const gtag = jest.fn();
  watchUserProperties(window, gtag);
  gtag.mockClear();

  window.dispatchEvent(new CustomEvent('mui-docs:code-settings', {detail: {codeVariant: 'TS', codeStyling: 'css'}}));
  window.dispatchEvent(new CustomEvent('mui-docs:code-settings', {detail: null}));
  document.documentElement.setAttribute('data-theme', 'dark');
  await flushObservers();
  os.dark = true;
  fire('(prefers-color-scheme: dark)');
  Object.defineProperty(window, 'devicePixelRatio', {value: 1.25, configurable: true});
  fire('(resolution: 2dppx)');

  expect(gtag.mock.calls).toEqual([
    ['set', 'user_properties', {codeVariant: 'TS', codeStylingVariant: 'css'}],
    ['set', 'user_properties', {colorScheme: 'dark'}],
    ['set', 'user_properties', {colorSchemeOS: 'dark'}],
    ['set', 'user_properties', {devicePixelRatio: 1.3}],
  ]);
});
