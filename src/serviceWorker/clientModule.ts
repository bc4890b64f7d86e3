import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {readServiceWorkerConfig, shouldRegisterServiceWorker} from './serviceWorkerConfig';
import {applyServiceWorkerUpdates} from './updateFlow';
import {cacheUrlsMessage} from './offlineWarmup';

// plugin-pwa's worker reads its settings from `params`; its precache stays off (see offlineCache.js).
// `docusaurus serve` redirects URLs that do not end in a file extension, query included, and a
// worker script must not redirect: the last parameter keeps the URL ending in `.js`.
const WORKER_QUERY = `params=${encodeURIComponent(JSON.stringify({offlineMode: false, debug: false}))}&script=sw.js`;

let registered: Promise<ServiceWorkerRegistration | null> = Promise.resolve(null);
const sentToCache = new Set<string>();

async function register(): Promise<ServiceWorkerRegistration | null> {
  const container = navigator.serviceWorker;
  const registration = await container.register(`${siteConfig.baseUrl}sw.js?${WORKER_QUERY}`, {
    scope: siteConfig.baseUrl,
  });
  applyServiceWorkerUpdates(registration, {
    hasController: () => container.controller !== null,
    hasFocus: () => document.hasFocus(),
    reload: () => window.location.reload(),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (id) => window.clearInterval(id),
  });
  return registration;
}

if (
  ExecutionEnvironment.canUseDOM &&
  shouldRegisterServiceWorker({
    production: process.env.NODE_ENV === 'production',
    supported: 'serviceWorker' in navigator,
    hostname: window.location.hostname,
    hosts: readServiceWorkerConfig(siteConfig.customFields).hosts,
  })
) {
  registered = register().catch((error: unknown) => {
    console.error('Service worker registration failed', error);
    return null;
  });
}

/** Resolves once a worker controls the page: from then on every request goes through its cache. */
function controlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller !== null) return Promise.resolve();
  return new Promise((resolve) => container.addEventListener('controllerchange', () => resolve(), {once: true}));
}

/**
 * Once a worker controls the page, tell it which page and files to keep for offline reading. The
 * list is read after control begins, so a file is either in it or fetched through the worker.
 */
async function keepForOffline(): Promise<void> {
  if ((await registered) === null) return;
  const {active, scope} = await navigator.serviceWorker.ready;
  await controlled(navigator.serviceWorker);
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  const message = cacheUrlsMessage(window.location.href, resources, scope, sentToCache);
  if (active && message) active.postMessage(message);
}

const serviceWorkerClientModule: ClientModule = {
  onRouteDidUpdate() {
    keepForOffline().catch(() => undefined);
  },
};

export default serviceWorkerClientModule;
