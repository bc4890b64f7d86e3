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
  return {
    preload: (pathname) =>
      load(pathname).then((result) => {
        ready.add(pathname);
        return result;
      }),
    isReady: (pathname) => ready.has(pathname),
    markReady: (pathname) => {
      ready.add(pathname);
    },
  };
}
