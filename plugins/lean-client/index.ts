import path from 'node:path';
import type {ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';

/** Core's client module behind `window.docusaurus` (prefetch and preload of routes). */
export const CORE_CLIENT_DIR = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));
export const PREFETCHER_MODULE = path.join(__dirname, 'client', 'docusaurus.ts');
/** Core's component that keeps the current page on screen while the next one loads. */
export const PENDING_NAVIGATION = path.join(CORE_CLIENT_DIR, 'PendingNavigation.js');
export const PENDING_NAVIGATION_MODULE = path.join(__dirname, 'client', 'PendingNavigation.tsx');

type ModuleRequest = {request: string; context: string; contextInfo?: {issuer?: string}};

/** Sends core's `./docusaurus` import (from the client entry) to our module, and nothing else. */
export function redirectPrefetcher(resource: ModuleRequest): void {
  if (resource.request === './docusaurus' && path.resolve(resource.context) === CORE_CLIENT_DIR) {
    resource.request = PREFETCHER_MODULE;
  }
}

/** Sends core App's `./PendingNavigation` import to our module, and nothing else. */
export function redirectPendingNavigation(resource: ModuleRequest): void {
  if (resource.request === './PendingNavigation' && path.resolve(resource.context) === CORE_CLIENT_DIR) {
    resource.request = PENDING_NAVIGATION_MODULE;
  }
}

/**
 * Trims what every page downloads in `runtime~main` and `main`, client build only:
 *
 * - Async chunks are named by id (`assets/js/[id].[contenthash:8].js`), so the runtime needs no
 *   id-to-name table (Docusaurus names route chunks after their registry key, which cost a
 *   table entry for each of the site's ~700 route chunks).
 * - The route registry's module paths, read only by the server render, are dropped
 *   (`registryLoader.cjs`).
 *
 * - `window.docusaurus` (prefetch of linked pages, preload on hover) is our `client/docusaurus.ts`:
 *   the same behaviour, with the route-to-chunk lookups indexed once and the prefetches of links
 *   in view done in idle time instead of in one long task while the page loads.
 *
 * - Core's PendingNavigation is our `client/PendingNavigation.tsx`: a click on a link to a page
 *   whose code has loaded renders the new page at once, instead of first rendering the whole
 *   current page again with its old location; while a page's code loads, the current page stays
 *   under `client/stableRoute.tsx`.
 *
 * Page behaviour is unchanged: chunk preloading goes through `__webpack_require__.gca`, which maps
 * a registry key to its chunk whatever the file name.
 */
export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer, utils: ConfigureWebpackUtils) {
      if (isServer || config.mode !== 'production') return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/docusaurus$/, redirectPrefetcher),
          new NormalModuleReplacementPlugin(/^\.\/PendingNavigation$/, redirectPendingNavigation),
        ],
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          rules: [
            {
              test: /[\\/]registry\.js$/,
              include: context.generatedFilesDir,
              use: [{loader: path.join(__dirname, 'registryLoader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
