type GateWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  IntersectionObserver?: typeof IntersectionObserver;
  requestIdleCallback?: (callback: () => void, options?: {timeout: number}) => number;
  cancelIdleCallback?: (handle: number) => void;
};

// How far outside the viewport a demo starts loading, and how long an idle slot may be awaited.
export const NEAR_VIEWPORT_MARGIN = '300px';
export const IDLE_TIMEOUT_MS = 600;
export const CONTACT_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Calls `open` once: when `element` comes within NEAR_VIEWPORT_MARGIN of the viewport (in the
 * next idle slot, so the page's own hydration finishes first), or at once on pointer or keyboard
 * contact. Without IntersectionObserver, in the next idle slot. Returns the cleanup.
 */
export function openWhenNear(element: HTMLElement, open: () => void, win: GateWindow = window): () => void {
  let done = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  let observer: IntersectionObserver | undefined;
  const cleanup = () => {
    observer?.disconnect();
    CONTACT_EVENTS.forEach((type) => element.removeEventListener(type, openNow));
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) win.clearTimeout(timer);
  };
  function openNow() {
    if (done) return;
    done = true;
    cleanup();
    open();
  }
  const openWhenIdle = () => {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(openNow, {timeout: IDLE_TIMEOUT_MS});
    else timer = win.setTimeout(openNow, 0);
  };
  CONTACT_EVENTS.forEach((type) => element.addEventListener(type, openNow, {passive: true}));
  const Observer = win.IntersectionObserver;
  if (typeof Observer === 'function') {
    const near = new Observer(
      (entries: IntersectionObserverEntry[]) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        openWhenIdle();
      },
      {rootMargin: NEAR_VIEWPORT_MARGIN},
    );
    near.observe(element);
    observer = near;
  } else {
    openWhenIdle();
  }
  return cleanup;
}
