/**
 * Code a page needs beyond its route's chunks, that its route's preload waits for: the chunks of
 * its demos and of the theme they render in (see Demo/lazyDemo.ts). A page module evaluated while
 * its route preloads (the reader pointing at a link) registers its loads here; the preload
 * (overrides/navigation/routeReadiness.ts) then waits for them, so the page renders with its demos
 * ready. A failed load does not hold the page (its demo reports it), nor does a slow one for
 * longer than `ROUTE_CODE_WAIT_MS`.
 */
export const ROUTE_CODE_WAIT_MS = 3000;

const pending = new Set<Promise<void>>();

/** Registers a load the page being preloaded needs. */
export function holdRouteFor(load: Promise<unknown>): void {
  const held: Promise<void> = load.then(
    () => undefined,
    () => undefined,
  );
  pending.add(held);
  void held.then(() => pending.delete(held));
}

/** Resolves once every load registered so far has settled, or after `waitMs`. */
export function routeCodeSettled(waitMs: number = ROUTE_CODE_WAIT_MS): Promise<void> {
  if (pending.size === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([Promise.all([...pending]).then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
