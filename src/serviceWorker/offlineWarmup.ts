/** The message the worker's offline cache understands (see `offlineCache.js`). */
export type CacheUrlsMessage = {type: 'CACHE_URLS'; pages: string[]; files: string[]};

/**
 * What the worker should store for the page just shown: the page itself, and the files it loaded
 * before the worker controlled it. Only same-origin URLs inside the worker's scope, each once.
 */
export function cacheUrlsMessage(
  pageUrl: string,
  resourceUrls: readonly string[],
  scope: string,
  alreadySent: Set<string>,
): CacheUrlsMessage | null {
  const inScope = (raw: string): string | null => {
    try {
      const url = new URL(raw);
      url.hash = '';
      return url.href.startsWith(scope) ? url.href : null;
    } catch {
      return null;
    }
  };
  const fresh = (urls: readonly string[]) =>
    urls.flatMap((raw) => {
      const url = inScope(raw);
      if (url === null || alreadySent.has(url)) return [];
      alreadySent.add(url);
      return [url];
    });
  const page = inScope(pageUrl);
  const pages = page === null ? [] : fresh([page.split('?')[0] ?? page]);
  const files = fresh(resourceUrls);
  return pages.length + files.length > 0 ? {type: 'CACHE_URLS', pages, files} : null;
}
