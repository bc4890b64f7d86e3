/** @jest-environment jsdom */
import type * as highlighter from './highlighter';
import {INTENT_EVENTS, warmUpOnIntent, type Highlighter} from './highlighter';

const Lines: Highlighter = () => null;

describe('warmUpOnIntent', () => {
  afterEach(() => document.body.replaceChildren());

  it('loads once, when the reader first points at or focuses a link or a demo', () => {
    document.body.innerHTML =
      '<p id="text">Text</p><a id="link" href="/x/"><span id="inside">Go</span></a><div data-demo="A"><button id="demo">Code</button></div>';
    const load = jest.fn(() => Promise.resolve());
    const stop = warmUpOnIntent(document, load);
    document.getElementById('text')!.dispatchEvent(new Event('pointerover', {bubbles: true}));
    expect(load).not.toHaveBeenCalled();
    document.getElementById('inside')!.dispatchEvent(new Event('pointerover', {bubbles: true}));
    expect(load).toHaveBeenCalledTimes(1);
    document.getElementById('demo')!.dispatchEvent(new Event('focusin', {bubbles: true}));
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each(INTENT_EVENTS)('reacts to %s on a demo', (type) => {
    document.body.innerHTML = '<div data-demo="A"><button id="demo">Code</button></div>';
    const load = jest.fn(() => Promise.resolve());
    const stop = warmUpOnIntent(document, load);
    document.getElementById('demo')!.dispatchEvent(new Event(type, {bubbles: true}));
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing after its cleanup, and survives a failed load', async () => {
    document.body.innerHTML = '<a id="link" href="/x/">Go</a>';
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    warmUpOnIntent(document, load)();
    document.getElementById('link')!.dispatchEvent(new Event('pointerover', {bubbles: true}));
    expect(load).not.toHaveBeenCalled();
    warmUpOnIntent(document, load);
    document.getElementById('link')!.dispatchEvent(new Event('pointerover', {bubbles: true}));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('loadHighlighter', () => {
  it('loads the chunk once, and again after a failure', async () => {
    jest.resetModules();
    const {loadHighlighter: load, getHighlighter} = jest.requireActual<typeof highlighter>('./highlighter');
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    await expect(load(failing)).rejects.toThrow('offline');
    expect(getHighlighter()).toBeNull();
    const chunk = jest.fn(() => Promise.resolve({default: Lines}));
    await expect(Promise.all([load(chunk), load(chunk)])).resolves.toEqual([Lines, Lines]);
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(getHighlighter()).toBe(Lines);
  });

  it('warms Prism up once the browser is idle, not while the chunk arrives', async () => {
    jest.resetModules();
    const {loadHighlighter: load} = jest.requireActual<typeof highlighter>('./highlighter');
    const idle: Array<() => void> = [];
    const requestIdleCallback = jest.fn((callback: () => void) => idle.push(callback));
    Object.assign(window, {requestIdleCallback});
    const warmUp = jest.fn();
    await load(() => Promise.resolve({default: Lines, warmUp}));
    expect(warmUp).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(warmUp).toHaveBeenCalledTimes(1);
    delete (window as {requestIdleCallback?: unknown}).requestIdleCallback;
  });
});
