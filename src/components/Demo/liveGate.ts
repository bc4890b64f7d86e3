type EngageWindow = Pick<Window, 'setTimeout' | 'clearTimeout' | 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'readyState'>;
};

type GateWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  IntersectionObserver?: typeof IntersectionObserver;
  requestIdleCallback?: (callback: () => void, options?: {timeout: number}) => number;
  cancelIdleCallback?: (handle: number) => void;
};

// How far outside the viewport a demo starts loading, and how long an idle slot may be awaited.
export const NEAR_VIEWPORT_MARGIN = '300px';
export const IDLE_TIMEOUT_MS = 600;
export const CONTACT_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'touchstart'] as const;

// The reader's first sign of life on the page, and how long after `load` demos start without one.
export const ENGAGE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;
export const ENGAGE_TIMEOUT_MS = 3000;

/**
 * Resolves at the reader's first interaction with the page (moving the pointer, touching,
 * scrolling, a key), or ENGAGE_TIMEOUT_MS after the page's `load` event without any. Until then
 * the demos in view keep their server HTML, which looks the same: the page's own scripts
 * (navigation, search, settings) get the CPU first, and a reader who only reads never waits for
 * a grid's JavaScript.
 */
export function createEngagement(win: EngageWindow): Promise<void> {
  return new Promise((resolve) => {
    let timer: number | undefined;
    const engaged = () => {
      ENGAGE_EVENTS.forEach((type) => win.removeEventListener(type, engaged, true));
      win.removeEventListener('load', startTimer);
      if (timer !== undefined) win.clearTimeout(timer);
      resolve();
    };
    function startTimer() {
      timer = win.setTimeout(engaged, ENGAGE_TIMEOUT_MS);
    }
    ENGAGE_EVENTS.forEach((type) => win.addEventListener(type, engaged, {capture: true, passive: true}));
    if (win.document.readyState === 'complete') startTimer();
    else win.addEventListener('load', startTimer, {once: true});
  });
}

let pageEngagement: Promise<void> | undefined;

/** The engagement of this document, created once: after a client-side navigation it has long resolved. */
export function pageEngaged(): Promise<void> {
  pageEngagement ??= createEngagement(window);
  return pageEngagement;
}

/**
 * Calls `open` once: when `element` is within NEAR_VIEWPORT_MARGIN of the viewport and the reader
 * has engaged with the page (`engaged`), in the next idle slot; or at once on pointer or keyboard
 * contact with the element. Without IntersectionObserver, in the next idle slot after engagement.
 * Returns the cleanup.
 */
export function openWhenNear(
  element: HTMLElement,
  open: () => void,
  win: GateWindow = window,
  engaged: Promise<void> = pageEngaged(),
): () => void {
  let done = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  let observer: IntersectionObserver | undefined;
  const cleanup = () => {
    done = true;
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
    void engaged.then(() => {
      if (done) return;
      if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(openNow, {timeout: IDLE_TIMEOUT_MS});
      else timer = win.setTimeout(openNow, 0);
    });
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
