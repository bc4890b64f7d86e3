// Stands in for `@docusaurus/core/lib/client/docusaurus` (the object the client entry puts on
// `window.docusaurus`), through the lean-client plugin. Same API; see `./prefetcher`.
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {preloadRoute} from './routeReadiness';
import {createPrefetcher, type ChunkTree, type IdleDeadlineLike} from './prefetcher';

// The bundler's runtime: chunk name to URL (added by Docusaurus to webpack and Rspack alike).
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

type ConnectionInfo = {effectiveType?: string; saveData?: boolean};

function fetchAtLowPriority(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    document.head.appendChild(link);
  });
}

function whenIdle(callback: (deadline: IdleDeadlineLike) => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 2000});
  else window.setTimeout(() => callback({timeRemaining: () => 0, didTimeout: true}), 50);
}

const prefetcher = createPrefetcher({
  matchRoutes: (path) => matchRoutes(routes, path).map((match) => match.route.path as string),
  routesChunkNames: routesChunkNames as unknown as Record<string, ChunkTree>,
  chunkUrl: (chunkName) => __webpack_require__.gca(chunkName),
  fetchUrl: fetchAtLowPriority,
  preloadRoute,
  whenIdle,
  isSlowConnection: () => {
    const connection = (navigator as Navigator & {connection?: ConnectionInfo}).connection;
    return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
  },
});

export default Object.freeze({prefetch: prefetcher.prefetch, preload: prefetcher.preload});
