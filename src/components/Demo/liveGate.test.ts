/** @jest-environment jsdom */
import {CONTACT_EVENTS, IDLE_TIMEOUT_MS, NEAR_VIEWPORT_MARGIN, openWhenNear} from './liveGate';

type ObserverCallback = (entries: Array<{isIntersecting: boolean}>) => void;

function fakeWindow() {
  const observers: Array<{callback: ObserverCallback; options: unknown; disconnected: boolean; observed: unknown[]}> =
    [];
  const idle: Array<{callback: () => void; options: unknown; cancelled: boolean}> = [];
  class FakeObserver {
    record: (typeof observers)[number];
    constructor(callback: ObserverCallback, options: unknown) {
      this.record = {callback, options, disconnected: false, observed: []};
      observers.push(this.record);
    }
    observe(element: unknown) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win = {
    IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    requestIdleCallback: (callback: () => void, options?: {timeout: number}) =>
      idle.push({callback, options, cancelled: false}) - 1,
    cancelIdleCallback: (handle: number) => {
      idle[handle].cancelled = true;
    },
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
  };
  return {win, observers, idle};
}

describe('openWhenNear', () => {
  it('opens in the idle slot after the element comes near the viewport, once', () => {
    const element = document.createElement('div');
    const open = jest.fn();
    const {win, observers, idle} = fakeWindow();
    openWhenNear(element, open, win);
    expect(observers[0].options).toEqual({rootMargin: NEAR_VIEWPORT_MARGIN});
    expect(observers[0].observed).toEqual([element]);
    observers[0].callback([{isIntersecting: false}]);
    expect(idle).toHaveLength(0);
    observers[0].callback([{isIntersecting: true}]);
    expect(observers[0].disconnected).toBe(true);
    expect(idle[0].options).toEqual({timeout: IDLE_TIMEOUT_MS});
    expect(open).not.toHaveBeenCalled();
    idle[0].callback();
    element.dispatchEvent(new Event('pointerenter'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it.each(CONTACT_EVENTS)('opens at once on %s, before the element is near', (type) => {
    const element = document.createElement('div');
    const open = jest.fn();
    const {win, observers} = fakeWindow();
    openWhenNear(element, open, win);
    element.dispatchEvent(new Event(type));
    expect(open).toHaveBeenCalledTimes(1);
    expect(observers[0].disconnected).toBe(true);
  });

  it('stops listening when cleaned up, and cancels a pending idle slot', () => {
    const element = document.createElement('div');
    const open = jest.fn();
    const {win, observers, idle} = fakeWindow();
    const cleanup = openWhenNear(element, open, win);
    observers[0].callback([{isIntersecting: true}]);
    cleanup();
    expect(idle[0].cancelled).toBe(true);
    element.dispatchEvent(new Event('focusin'));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens on a timer where IntersectionObserver and idle callbacks do not exist', () => {
    jest.useFakeTimers();
    const element = document.createElement('div');
    const open = jest.fn();
    openWhenNear(element, open, {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    });
    jest.runAllTimers();
    expect(open).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
