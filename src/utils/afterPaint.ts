type PaintWindow = Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'>;

/**
 * Runs `callback` once the browser has painted the next frame: a requestAnimationFrame callback
 * runs just before the paint, a task queued from it runs after. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void, win: PaintWindow = window): () => void {
  let timer: ReturnType<Window['setTimeout']> | undefined;
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(callback, 0);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}
