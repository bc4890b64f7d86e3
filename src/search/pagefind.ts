/**
 * The Pagefind index of the locale being read (`<baseUrl>pagefind/`, built by plugins/search),
 * loaded in the browser on first use. Its script is not part of the site's bundle: it comes with
 * the index and loads the index by fragments, so a query downloads only the parts it needs.
 */
export type PagefindSubResult = {title: string; url: string; excerpt: string; locations?: number[]};

export type PagefindData = {
  url: string;
  excerpt: string;
  meta: {title?: string; section?: string; version?: string; plan?: string};
  sub_results?: PagefindSubResult[];
};

export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindData>};

export type PagefindFilters = Record<string, string | string[]>;

export type PagefindSearch = {results: PagefindResult[]; unfilteredResultCount: number} | null;

export type Pagefind = {
  options: (options: {baseUrl?: string; excerptLength?: number}) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: {filters?: PagefindFilters}) => Promise<PagefindSearch>;
  preload: (query: string, options?: {filters?: PagefindFilters}) => Promise<void>;
  mergeIndex: (bundleUrl: string, options?: {baseUrl?: string}) => Promise<void>;
};

const loads = new Map<string, Promise<Pagefind>>();

// Indirect, so the bundler leaves the URL to the browser: the index is a file of the build, not a module.
const importUrl = (url: string): Promise<Pagefind> => import(/* webpackIgnore: true */ url) as Promise<Pagefind>;

/**
 * The index of a version at `bundleUrl` (`/x/pagefind/`, `/x/zh/v8/pagefind/`), with the indexes
 * of `others` merged into it (the "all versions" search), loaded once per combination.
 */
export function loadPagefind(
  bundleUrl: string,
  others: readonly string[] = [],
  load: (url: string) => Promise<Pagefind> = importUrl,
): Promise<Pagefind> {
  const key = [bundleUrl, ...others].join(' ');
  let pending = loads.get(key);
  if (!pending) {
    // A merged index is another instance of Pagefind's module: the single-version one stays as it is.
    const url = others.length > 0 ? `${bundleUrl}pagefind.js?merged` : `${bundleUrl}pagefind.js`;
    pending = load(url).then(async (pagefind) => {
      // The result URLs are complete paths already (`/x/zh/react-charts/…`).
      await pagefind.options({baseUrl: '/', excerptLength: 24});
      await pagefind.init();
      for (const other of others) await pagefind.mergeIndex(other, {baseUrl: '/'});
      return pagefind;
    });
    // A failed load (offline before the index was ever fetched) may be tried again later.
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}
