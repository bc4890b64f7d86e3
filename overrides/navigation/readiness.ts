export type RouteReadiness = {
  /** Loads the code of the route of `pathname` (core's preload) and remembers it once loaded. */
  preload(pathname: string): Promise<unknown>;
  /** Whether the route's code has loaded: its page renders without waiting. */
  isReady(pathname: string): boolean;
  /** Records a route known to be loaded (the page the app started on). */
  markReady(pathname: string): void;
};

export function createRouteReadiness(load: (pathname: string) => Promise<unknown>): RouteReadiness {
  const ready = new Set<string>();
  // A preload asked for again while it runs (a click on the link the reader is pointing at) is
  // the same preload: the second caller waits for what the first one waits for.
  const running = new Map<string, Promise<unknown>>();
  return {
    preload: (pathname) => {
      const current = running.get(pathname);
      if (current) return current;
      const loading = load(pathname).then(
        (result) => {
          running.delete(pathname);
          ready.add(pathname);
          return result;
        },
        (error: unknown) => {
          running.delete(pathname);
          throw error;
        },
      );
      running.set(pathname, loading);
      return loading;
    },
    isReady: (pathname) => ready.has(pathname),
    markReady: (pathname) => {
      ready.add(pathname);
    },
  };
}
