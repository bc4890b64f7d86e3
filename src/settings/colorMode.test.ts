/** @jest-environment jsdom */
import {readColorMode, watchColorMode} from './colorMode';

const flushObservers = () => new Promise((resolve) => setTimeout(resolve));

describe('the colour mode', () => {
  afterEach(() => document.documentElement.removeAttribute('data-theme'));

  it('is read from Docusaurus: dark only when html[data-theme] says so', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    expect(readColorMode()).toBe('dark');
    document.documentElement.setAttribute('data-theme', 'sepia');
    expect(readColorMode()).toBe('light');
  });

  it('tells every listener of a change through one observer, until each unsubscribes', async () => {
    const Original = window.MutationObserver;
    let observers = 0;
    window.MutationObserver = class extends Original {
      constructor(callback: MutationCallback) {
        super(callback);
        observers += 1;
      }
    };
    try {
      const first = jest.fn();
      const second = jest.fn();
      const stopFirst = watchColorMode(first);
      const stopSecond = watchColorMode(second);
      document.documentElement.setAttribute('data-theme', 'dark');
      await flushObservers();
      expect([first.mock.calls.length, second.mock.calls.length, observers]).toEqual([1, 1, 1]);
      stopFirst();
      document.documentElement.setAttribute('data-theme', 'light');
      await flushObservers();
      expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2]);
      stopSecond();
      document.documentElement.setAttribute('data-theme', 'dark');
      await flushObservers();
      expect(second).toHaveBeenCalledTimes(2);
    } finally {
      window.MutationObserver = Original;
    }
  });
});
