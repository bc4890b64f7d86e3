/**
 * What `window.docusaurus` does for links (prefetch the chunks of a page linked in view, preload
 * a page on hover or before navigating to it), at a lower cost on pages with many links.
 *
 * Docusaurus prefetches each link as soon as it scrolls into view, at once: it matches the path
 * against the route table, scans every entry of the route-to-chunks table, and asks the runtime
 * for each chunk's URL (which rebuilds the runtime's whole id table on each call). On an API page,
 * whose sidebar shows dozens of links, that is one task of 120-150 ms while the page loads. Here the
 * chunks of a route are looked up in an index built once, each chunk URL is computed once, and the
 * prefetches wait for idle time, a few at a time, so they never hold up the page. Preloading, which
 * the reader is waiting for, stays immediate.
 */

/** A route's chunk names as Docusaurus writes them: nested objects whose leaves are chunk names. */
export type ChunkTree = {[key: string]: string | ChunkTree};

export type IdleDeadlineLike = {timeRemaining(): number; didTimeout?: boolean};

export type PrefetcherOptions = {
  /** The paths of the routes (the nested ones too) that a page path matches. */
  matchRoutes: (path: string) => string[];
  /** Registry key ("path-hash") to chunk names, as in `@generated/routesChunkNames`. */
  routesChunkNames: Record<string, ChunkTree>;
  /** The URL of a chunk, or nothing when the bundler merged it into another one. */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Fetches a URL at low priority (a `<link rel="prefetch">`). */
  fetchUrl: (url: string) => Promise<void>;
  /** Preloads the components of a page path, for a navigation that is about to happen. */
  preloadRoute: (path: string) => Promise<unknown>;
  /** Runs a callback when the browser is idle. */
  whenIdle: (callback: (deadline: IdleDeadlineLike) => void) => void;
  /** True on a slow or data-saving connection: nothing is fetched ahead then. */
  isSlowConnection: () => boolean;
};

/** Leaves of a chunk tree, in order. */
export function chunkNamesOf(tree: ChunkTree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : chunkNamesOf(value)));
}

/** Route path to the names of its chunks, from the registry keys ("path-hash") of Docusaurus. */
export function indexChunkNames(routesChunkNames: Record<string, ChunkTree>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const path = key.replace(/-[^-]+$/, '');
    const names = index.get(path) ?? [];
    names.push(...chunkNamesOf(tree));
    index.set(path, names);
  }
  return index;
}

// Below this many milliseconds left in an idle period, the rest waits for the next one.
const MIN_IDLE_MS = 2;

export function createPrefetcher(options: PrefetcherOptions) {
  const fetched = new Set<string>();
  const loaded = new Set<string>();
  const urls = new Map<string, string | undefined>();
  let index: Map<string, string[]> | undefined;
  const queue: Array<{path: string; done: () => void}> = [];
  let scheduled = false;

  const urlOf = (chunkName: string) => {
    if (!urls.has(chunkName)) {
      const url = options.chunkUrl(chunkName);
      // The runtime answers with an "undefined" file name for a chunk merged into another one.
      urls.set(chunkName, url && !url.includes('undefined') ? url : undefined);
    }
    return urls.get(chunkName);
  };

  const prefetchNow = (path: string): Promise<unknown> => {
    index ??= indexChunkNames(options.routesChunkNames);
    const chunkNames = options.matchRoutes(path).flatMap((routePath) => index?.get(routePath) ?? []);
    const targets = [...new Set(chunkNames.map(urlOf).filter((url): url is string => url !== undefined))];
    // A failed prefetch (offline, say) is only a missed optimisation.
    return Promise.all(targets.map((url) => options.fetchUrl(url).catch(() => undefined)));
  };

  const drain = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    // At least one per idle period, so that a browser that is never idle still gets through.
    let first = true;
    while (queue.length > 0 && (first || deadline.didTimeout || deadline.timeRemaining() > MIN_IDLE_MS)) {
      first = false;
      const next = queue.shift()!;
      // Preloaded meanwhile (hovered, or navigated to): nothing left to prefetch.
      if (loaded.has(next.path)) next.done();
      else void prefetchNow(next.path).then(() => next.done());
    }
    schedule();
  };

  function schedule() {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    options.whenIdle(drain);
  }

  return {
    /** Fetches the chunks of a linked page ahead, once, in idle time. False when there is nothing to do. */
    prefetch(path: string): false | Promise<void> {
      if (options.isSlowConnection() || loaded.has(path) || fetched.has(path)) return false;
      fetched.add(path);
      return new Promise<void>((resolve) => {
        queue.push({path, done: resolve});
        schedule();
      });
    },
    /** Loads the components of a page now (hover, touch, navigation). False when already done. */
    preload(path: string): false | Promise<unknown> {
      if (options.isSlowConnection() || loaded.has(path)) return false;
      loaded.add(path);
      return options.preloadRoute(path);
    },
  };
}
