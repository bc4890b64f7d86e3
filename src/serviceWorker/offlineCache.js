/* global self, caches, fetch */
/**
 * Offline reading, added to @docusaurus/plugin-pwa's worker through its `swCustom` option (it
 * must be JavaScript: the plugin compiles it with Babel only). Runtime caching, not precaching:
 * a reader downloads only what they read, and what they read opens again offline.
 * - Pages (navigations): network first, the stored copy when the network fails.
 * - `assets/` files (content-hashed names, never change): cache first.
 * - Other files of the site (images, manifest, search index): network first.
 * - `CACHE_URLS` messages from the page name pages shown by client-side navigation and files
 *   loaded before the worker took control; they are stored when not stored yet.
 */
const PAGES = 'mui-x-pages';
const FILES = 'mui-x-files';

export default function offlineCache() {
  const scope = new URL(self.registration.scope);
  const inScope = (url) =>
    url.origin === scope.origin && url.pathname.startsWith(scope.pathname) && !url.pathname.endsWith('/sw.js');
  const isHashedAsset = (url) => url.pathname.startsWith(`${scope.pathname}assets/`);
  const pageKey = (url) => `${url.origin}${url.pathname}`;

  async function store(cacheName, key, response) {
    // A redirected response cannot answer a navigation, so only the final page is kept.
    if (response.ok && response.type === 'basic' && !response.redirected) {
      const cache = await caches.open(cacheName);
      await cache.put(key, response.clone());
    }
    return response;
  }

  async function networkFirst(request, cacheName, key) {
    try {
      return await store(cacheName, key, await fetch(request));
    } catch (error) {
      const cached = await caches.match(key, {cacheName});
      if (cached) return cached;
      throw error;
    }
  }

  async function cacheFirst(request) {
    const cached = await caches.match(request, {cacheName: FILES});
    return cached ?? store(FILES, request.url, await fetch(request));
  }

  async function storeIfMissing(cacheName, key) {
    if (await caches.match(key, {cacheName})) return;
    try {
      await store(cacheName, key, await fetch(key, {credentials: 'same-origin'}));
    } catch {
      // Offline or gone: the page will be stored the next time it is read online.
    }
  }

  self.addEventListener('fetch', (event) => {
    const {request} = event;
    const url = new URL(request.url);
    if (request.method !== 'GET' || !inScope(url)) return;
    if (request.mode === 'navigate') event.respondWith(networkFirst(request, PAGES, pageKey(url)));
    else if (isHashedAsset(url)) event.respondWith(cacheFirst(request));
    else event.respondWith(networkFirst(request, FILES, request.url));
  });

  self.addEventListener('activate', (event) => {
    // The first worker of a visit serves the page it was installed from, so that page is kept too.
    event.waitUntil(self.clients.claim());
  });

  self.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.type !== 'CACHE_URLS') return;
    const urls = (list) => (Array.isArray(list) ? list.filter((item) => typeof item === 'string') : []);
    const wanted = (raw) => {
      try {
        return inScope(new URL(raw));
      } catch {
        return false;
      }
    };
    const pages = urls(data.pages).filter(wanted);
    const files = urls(data.files).filter(wanted);
    event.waitUntil(
      Promise.all([
        ...pages.map((raw) => storeIfMissing(PAGES, pageKey(new URL(raw)))),
        ...files.map((raw) => storeIfMissing(FILES, raw)),
      ]),
    );
  });
}
