/**
 * Code a page needs beyond its route's chunks, that its route's preload waits for: the chunks of
 * its demos and of the theme they render in (see Demo/lazyDemo.ts). A page module evaluated while
 * its route preloads (the reader pointing at a link) registers its loads here; the preload
 * (overrides/navigation/routeReadiness.ts) then waits for those registered since it started, so
 * the page renders with its demos ready, and a page pointed at earlier does not hold up another
 * one. A failed load does not hold the page (its demo reports it), nor does a slow one for longer
 * than `ROUTE_CODE_WAIT_MS`.
 */
export const ROUTE_CODE_WAIT_MS = 3000;

let registered = 0;
const pending = new Map<number, Promise<void>>();

/** Registers a load the page being preloaded needs. */
export function holdRouteFor(load: Promise<unknown>): void {
  registered += 1;
  const id = registered;
  const held: Promise<void> = load.then(
    () => undefined,
    () => undefined,
  );
  pending.set(id, held);
  void held.then(() => pending.delete(id));
}

/** A mark of the loads registered so far, taken when a preload starts. */
export function routeCodeMark(): number {
  return registered;
}

/** Resolves once every load registered after `since` has settled, or after `waitMs`. */
export function routeCodeSettled(since = 0, waitMs: number = ROUTE_CODE_WAIT_MS): Promise<void> {
  const loads = [...pending].filter(([id]) => id > since).map(([, held]) => held);
  if (loads.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([Promise.all(loads).then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
