/** @jest-environment jsdom */
import React, {act, useLayoutEffect} from 'react';
import {createRoot} from 'react-dom/client';
import {isCodeScrollable, useCodeWordWrap} from './useCodeWordWrap';

type Observed = {callback: ResizeObserverCallback; targets: Element[]; disconnected: boolean};
const observers: Observed[] = [];

class FakeResizeObserver {
  private readonly entry: Observed;
  constructor(callback: ResizeObserverCallback) {
    this.entry = {callback, targets: [], disconnected: false};
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

function sized(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', {configurable: true, value: scrollWidth});
  Object.defineProperty(element, 'clientWidth', {configurable: true, value: clientWidth});
}

// The hook's latest value, kept by the test component after each render.
const latest: {current: ReturnType<typeof useCodeWordWrap> | null} = {current: null};
function Block() {
  const wrap = useCodeWordWrap();
  const {codeBlockRef, isEnabled, isCodeScrollable: scrollable} = wrap;
  useLayoutEffect(() => {
    latest.current = wrap;
  });
  return (
    <pre ref={codeBlockRef}>
      <code>const a = 1;</code>
      {isEnabled || scrollable ? <button type="button">Wrap</button> : null}
    </pre>
  );
}
const wordWrap = () => latest.current!;

describe('useCodeWordWrap', () => {
  const original = globalThis.ResizeObserver;
  let container: HTMLDivElement;
  let root: ReturnType<typeof createRoot>;

  beforeEach(() => {
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    observers.length = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    globalThis.ResizeObserver = original;
  });

  const resize = () => act(() => observers[0].callback([], observers[0] as unknown as ResizeObserver));

  it('does not measure while the page commits: it waits for the observer, then shows the button', () => {
    act(() => root.render(<Block />));
    const pre = container.querySelector('pre')!;
    // No size was read in the commit: without the observer's call there is no button.
    expect(wordWrap().isCodeScrollable).toBe(false);
    expect(observers[0].targets).toEqual([pre, pre.querySelector('code')]);
    sized(pre, 900, 600);
    resize();
    expect(wordWrap().isCodeScrollable).toBe(true);
    expect(container.querySelector('button')).not.toBeNull();
    sized(pre, 600, 600);
    resize();
    expect(container.querySelector('button')).toBeNull();
  });

  it('wraps the code and keeps the button while wrapping is on', () => {
    act(() => root.render(<Block />));
    const pre = container.querySelector('pre')!;
    sized(pre, 900, 600);
    resize();
    act(() => wordWrap().toggle());
    const code = pre.querySelector('code')!;
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');
    sized(pre, 600, 600);
    resize();
    expect(wordWrap().isEnabled).toBe(true);
    expect(isCodeScrollable(pre)).toBe(true);
    expect(container.querySelector('button')).not.toBeNull();
    act(() => wordWrap().toggle());
    expect(code.hasAttribute('style')).toBe(false);
    resize();
    expect(container.querySelector('button')).toBeNull();
  });

  it('stops observing when the block unmounts', () => {
    act(() => root.render(<Block />));
    act(() => root.render(<div />));
    expect(observers[0].disconnected).toBe(true);
  });

  it('works without ResizeObserver (the button then stays hidden)', () => {
    globalThis.ResizeObserver = undefined as unknown as typeof ResizeObserver;
    act(() => root.render(<Block />));
    expect(observers).toHaveLength(0);
    expect(container.querySelector('button')).toBeNull();
  });
});
