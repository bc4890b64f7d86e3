import {
  chunkNamesOf,
  createPrefetcher,
  indexChunkNames,
  type IdleDeadlineLike,
  type PrefetcherOptions,
} from './prefetcher';

const ROUTES_CHUNK_NAMES = {
  '/x/-a1b': {__comp: 'layout', __context: {plugin: 'docs-plugin'}},
  '/x/react-data-grid/-c3d': {__comp: 'doc-item', content: 'grid-overview'},
  '/x/react-data-grid/getting-started/-e5f': {__comp: 'doc-item', content: 'grid-start'},
  '/x/react-date-pickers/-0aa': {__comp: 'doc-item', content: 'pickers'},
};

const ROUTE_TREE: Record<string, string[]> = {
  '/x/react-data-grid/': ['/x/', '/x/react-data-grid/'],
  '/x/react-data-grid/getting-started/': ['/x/', '/x/react-data-grid/getting-started/'],
  '/x/react-date-pickers/': ['/x/', '/x/react-date-pickers/'],
};

function setup(overrides: Partial<PrefetcherOptions> = {}) {
  const idle: Array<(deadline: IdleDeadlineLike) => void> = [];
  const fetched: string[] = [];
  const chunkUrl = jest.fn((name: string) =>
    name === 'merged' ? '/x/assets/js/undefined.js' : `/x/assets/js/${name}.js`,
  );
  const matchRoutes = jest.fn((path: string) => ROUTE_TREE[path] ?? []);
  const preloadRoute = jest.fn(async () => undefined);
  const slow = {value: false};
  const prefetcher = createPrefetcher({
    matchRoutes,
    routesChunkNames: ROUTES_CHUNK_NAMES,
    chunkUrl,
    fetchUrl: async (url) => {
      fetched.push(url);
    },
    preloadRoute,
    whenIdle: (callback) => idle.push(callback),
    isSlowConnection: () => slow.value,
    ...overrides,
  });
  /** Runs the pending idle callbacks with `msLeft` per period; each item of work costs `cost` ms. */
  const runIdle = async (msLeft = 50, cost = 0) => {
    const pending = idle.splice(0);
    for (const callback of pending) {
      let left = msLeft;
      callback({
        timeRemaining: () => {
          const now = left;
          left -= cost;
          return Math.max(0, now);
        },
      });
    }
    // Let the fetch promises settle.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {prefetcher, idle, fetched, chunkUrl, matchRoutes, preloadRoute, runIdle, slow};
}

describe('indexChunkNames', () => {
  it('maps each route path to the leaves of its chunk tree', () => {
    expect(chunkNamesOf({a: 'one', b: {c: 'two', d: {e: 'three'}}})).toEqual(['one', 'two', 'three']);
    const index = indexChunkNames({...ROUTES_CHUNK_NAMES, '/x/a-b-c/-123': {__comp: 'x'}});
    expect(index.get('/x/')).toEqual(['layout', 'docs-plugin']);
    expect(index.get('/x/react-data-grid/getting-started/')).toEqual(['doc-item', 'grid-start']);
    // Only the last "-hash" is the key's suffix; dashes of the path stay.
    expect(index.get('/x/a-b-c/')).toEqual(['x']);
  });
});

describe('createPrefetcher', () => {
  it('fetches nothing until the browser is idle, then every chunk of the page and its parents once', async () => {
    const {prefetcher, fetched, runIdle} = setup();
    const done = prefetcher.prefetch('/x/react-data-grid/');
    expect(done).toBeInstanceOf(Promise);
    expect(fetched).toEqual([]);
    await runIdle();
    await done;
    expect(fetched).toEqual([
      '/x/assets/js/layout.js',
      '/x/assets/js/docs-plugin.js',
      '/x/assets/js/doc-item.js',
      '/x/assets/js/grid-overview.js',
    ]);
  });

  it('does each page once, and computes each chunk URL once across pages', async () => {
    const {prefetcher, fetched, chunkUrl, runIdle} = setup();
    prefetcher.prefetch('/x/react-data-grid/');
    expect(prefetcher.prefetch('/x/react-data-grid/')).toBe(false);
    prefetcher.prefetch('/x/react-data-grid/getting-started/');
    await runIdle();
    expect(fetched.filter((url) => url.endsWith('/grid-start.js'))).toHaveLength(1);
    // layout, docs-plugin and doc-item are shared: asked of the runtime once each.
    expect(chunkUrl.mock.calls.map(([name]) => name).sort()).toEqual(
      ['doc-item', 'docs-plugin', 'grid-overview', 'grid-start', 'layout'].sort(),
    );
  });

  it('spreads the work over idle periods and does at least one page per period', async () => {
    const {prefetcher, idle, matchRoutes, runIdle} = setup();
    prefetcher.prefetch('/x/react-data-grid/');
    prefetcher.prefetch('/x/react-data-grid/getting-started/');
    prefetcher.prefetch('/x/react-date-pickers/');
    // Periods with no time to spare: one page each, then the rest is scheduled again.
    await runIdle(0);
    expect(matchRoutes).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(1);
    await runIdle(0);
    expect(matchRoutes).toHaveBeenCalledTimes(2);
    // A roomy period takes the rest.
    await runIdle(50, 1);
    expect(matchRoutes).toHaveBeenCalledTimes(3);
    expect(idle).toHaveLength(0);
  });

  it('skips chunks merged into others, and survives a failed fetch', async () => {
    const failing = jest.fn(async (url: string) => {
      if (url.endsWith('/layout.js')) throw new Error('offline');
    });
    const {prefetcher, runIdle} = setup({
      fetchUrl: failing,
      routesChunkNames: {...ROUTES_CHUNK_NAMES, '/x/react-date-pickers/-0aa': {__comp: 'merged', content: 'pickers'}},
    });
    const done = prefetcher.prefetch('/x/react-date-pickers/');
    await runIdle();
    await expect(done).resolves.toBeUndefined();
    expect(failing.mock.calls.map(([url]) => url)).toEqual([
      '/x/assets/js/layout.js',
      '/x/assets/js/docs-plugin.js',
      '/x/assets/js/pickers.js',
    ]);
  });

  it('preloads at once, and a preloaded page is not prefetched any more', async () => {
    const {prefetcher, fetched, preloadRoute, runIdle} = setup();
    prefetcher.prefetch('/x/react-data-grid/');
    expect(prefetcher.preload('/x/react-data-grid/')).toBeInstanceOf(Promise);
    expect(preloadRoute).toHaveBeenCalledWith('/x/react-data-grid/');
    expect(prefetcher.preload('/x/react-data-grid/')).toBe(false);
    expect(prefetcher.prefetch('/x/react-data-grid/getting-started/')).toBeInstanceOf(Promise);
    prefetcher.preload('/x/react-date-pickers/');
    expect(prefetcher.prefetch('/x/react-date-pickers/')).toBe(false);
    await runIdle();
    expect(fetched.some((url) => url.endsWith('/grid-overview.js'))).toBe(false);
    expect(fetched.some((url) => url.endsWith('/grid-start.js'))).toBe(true);
  });

  it('fetches nothing ahead on a slow or data-saving connection', () => {
    const {prefetcher, slow, preloadRoute, idle} = setup();
    slow.value = true;
    expect(prefetcher.prefetch('/x/react-data-grid/')).toBe(false);
    expect(prefetcher.preload('/x/react-data-grid/')).toBe(false);
    expect(preloadRoute).not.toHaveBeenCalled();
    expect(idle).toHaveLength(0);
  });
});
