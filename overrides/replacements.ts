import path from 'node:path';

type ModuleRequest = {request: string; context: string};

/** Core's client folder: its entry imports `./docusaurus`, its App imports `./PendingNavigation`. */
export const CORE_CLIENT_DIR = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));
export const PREFETCHER_MODULE = path.join(__dirname, 'navigation', 'docusaurus.ts');
export const PENDING_NAVIGATION = path.join(CORE_CLIENT_DIR, 'PendingNavigation.js');
export const PENDING_NAVIGATION_MODULE = path.join(__dirname, 'navigation', 'PendingNavigation.tsx');
export const SERVER_ENTRY = path.join(__dirname, 'server', 'serverEntry.ts');
export const GRID_SERVER_RENDER = path.join(__dirname, 'server', 'gridServerRender.ts');
/** theme-classic's client module that loads Prism and its languages on every page, at startup. */
export const STARTUP_PRISM_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);
/** Drops the module paths (read only by the server render) from the client's route registry. */
export const REGISTRY_LOADER = path.join(__dirname, 'bundle', 'registryLoader.cjs');
/** Our `@docusaurus/Translate`: core's, plus the site's report of missing translations. */
export const TRANSLATE_MODULE = path.join(__dirname, 'translate', 'Translate.tsx');
export const NO_STARTUP_PRISM = path.join(__dirname, 'prism', 'noStartupPrism.ts');

/** Sends core's `./docusaurus` import (from the client entry) to our prefetcher, and nothing else. */
export function redirectPrefetcher(resource: ModuleRequest): void {
  if (resource.request === './docusaurus' && path.resolve(resource.context) === CORE_CLIENT_DIR) {
    resource.request = PREFETCHER_MODULE;
  }
}

/** Sends core App's `./PendingNavigation` import to ours, and nothing else. */
export function redirectPendingNavigation(resource: ModuleRequest): void {
  if (resource.request === './PendingNavigation' && path.resolve(resource.context) === CORE_CLIENT_DIR) {
    resource.request = PENDING_NAVIGATION_MODULE;
  }
}

/** Sends the Data Grid's `useIsSSR` (v7's and v8's, and nothing else) to the server's stand-in. */
export function renderGridOnServer(resource: ModuleRequest): void {
  if (
    /[\\/]@mui[\\/]x-data-grid(-v8)?[\\/]/.test(resource.context) &&
    /[\\/]useIsSSR(\.m?js)?$/.test(resource.request)
  ) {
    resource.request = GRID_SERVER_RENDER;
  }
}

/** Sends theme-classic's startup Prism module (and nothing else) to the empty one. */
export function skipStartupPrism(resource: {request: string}): void {
  if (resource.request.replace(/\.js$/, '') === STARTUP_PRISM_MODULE) resource.request = NO_STARTUP_PRISM;
}
