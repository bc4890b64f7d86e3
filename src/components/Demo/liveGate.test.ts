/** @jest-environment jsdom */
import {
  CONTACT_EVENTS,
  createEngagement,
  ENGAGE_EVENTS,
  ENGAGE_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
  NEAR_VIEWPORT_MARGIN,
  openWhenNear,
} from './liveGate';

const ENGAGED = Promise.resolve();
/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  it('opens in the idle slot after the element comes near the viewport, once', async () => {
    const element = document.createElement('div');
    const open = jest.fn();
    const {win, observers, idle} = fakeWindow();
    openWhenNear(element, open, win, ENGAGED);
    expect(observers[0].options).toEqual({rootMargin: NEAR_VIEWPORT_MARGIN});
    expect(observers[0].observed).toEqual([element]);
    observers[0].callback([{isIntersecting: false}]);
    expect(idle).toHaveLength(0);
    observers[0].callback([{isIntersecting: true}]);
    expect(observers[0].disconnected).toBe(true);
    await settle();
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
    // Contact needs no engagement of the page: the reader is at the demo.
    openWhenNear(element, open, win, new Promise<void>(() => undefined));
    element.dispatchEvent(new Event(type));
    expect(open).toHaveBeenCalledTimes(1);
    expect(observers[0].disconnected).toBe(true);
  });

  it('stops listening when cleaned up, and cancels a pending idle slot', async () => {
    const element = document.createElement('div');
    const open = jest.fn();
    const {win, observers, idle} = fakeWindow();
    const cleanup = openWhenNear(element, open, win, ENGAGED);
    observers[0].callback([{isIntersecting: true}]);
    await settle();
    cleanup();
    expect(idle[0].cancelled).toBe(true);
    element.dispatchEvent(new Event('focusin'));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens on a timer where IntersectionObserver and idle callbacks do not exist', async () => {
    const element = document.createElement('div');
    const open = jest.fn();
    openWhenNear(
      element,
      open,
      {setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window)},
      ENGAGED,
    );
    await settle();
    await settle();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('keeps a demo in view waiting until the reader engages with the page', async () => {
    const element = document.createElement('div');
    const open = jest.fn();
    const {win, observers, idle} = fakeWindow();
    let engage: () => void = () => undefined;
    const engaged = new Promise<void>((resolve) => {
      engage = resolve;
    });
    openWhenNear(element, open, win, engaged);
    observers[0].callback([{isIntersecting: true}]);
    await settle();
    expect(idle).toHaveLength(0);
    engage();
    await settle();
    idle[0].callback();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does not open after a cleanup that came while the page was not engaged yet', async () => {
    const element = document.createElement('div');
    const open = jest.fn();
    const {win, observers, idle} = fakeWindow();
    let engage: () => void = () => undefined;
    const cleanup = openWhenNear(
      element,
      open,
      win,
      new Promise<void>((resolve) => {
        engage = resolve;
      }),
    );
    observers[0].callback([{isIntersecting: true}]);
    cleanup();
    engage();
    await settle();
    expect(idle).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('createEngagement', () => {
  function engageWindow(readyState: DocumentReadyState) {
    const target = new EventTarget();
    return {
      target,
      win: {
        setTimeout: window.setTimeout.bind(window),
        clearTimeout: window.clearTimeout.bind(window),
        addEventListener: target.addEventListener.bind(target),
        removeEventListener: target.removeEventListener.bind(target),
        document: {readyState},
      } as unknown as Parameters<typeof createEngagement>[0],
    };
  }

  afterEach(() => jest.useRealTimers());

  it.each(ENGAGE_EVENTS)('resolves on the first %s', async (type) => {
    const {target, win} = engageWindow('complete');
    const resolved = jest.fn();
    void createEngagement(win).then(resolved);
    await settle();
    expect(resolved).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    await settle();
    expect(resolved).toHaveBeenCalledTimes(1);
  });

  it('resolves ENGAGE_TIMEOUT_MS after load without any interaction', async () => {
    jest.useFakeTimers();
    const {target, win} = engageWindow('loading');
    const resolved = jest.fn();
    void createEngagement(win).then(resolved);
    jest.advanceTimersByTime(ENGAGE_TIMEOUT_MS * 2);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(ENGAGE_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(resolved).toHaveBeenCalledTimes(1);
  });
});
