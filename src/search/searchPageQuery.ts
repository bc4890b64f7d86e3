import {parseProductFilter, type ProductFilter} from './products';

/** A docs version as the search page offers it: its URL segment below the base URL ('' for the root one). */
export type SearchVersion = {segment: string; label: string};

export type SearchPageQuery = {query: string; product: ProductFilter; version: string};

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/**
 * The URL segment of a docs version below the site's base URL: `/x/v6` gives `v6`, the root
 * version `/x/` gives ''. A path outside the base URL gives undefined.
 */
export function versionSegment(versionPath: string, baseUrl: string): string | undefined {
  const path = trimSlashes(versionPath);
  const base = trimSlashes(baseUrl);
  if (path === base) return '';
  if (base === '') return path;
  return path.startsWith(`${base}/`) ? path.slice(base.length + 1) : undefined;
}

/**
 * Reads the search page's URL parameters: `q`, `product` and `version` (the navbar search links
 * here with `version=v6/`). A version that the site does not have falls back to the root one.
 */
export function readSearchPageQuery(search: string, versions: readonly SearchVersion[]): SearchPageQuery {
  const params = new URLSearchParams(search);
  const requested = trimSlashes(params.get('version') ?? '');
  const version = versions.some((item) => item.segment === requested) ? requested : '';
  return {query: params.get('q') ?? '', product: parseProductFilter(params.get('product')), version};
}

/** Writes the parameters back, leaving out the defaults, in the form the navbar search uses. */
export function writeSearchPageQuery({query, product, version}: SearchPageQuery): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (product !== 'all') params.set('product', product);
  if (version) params.set('version', `${version}/`);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL folder holding a version's search index. */
export function versionIndexUrl(baseUrl: string, segment: string): string {
  return segment ? `${baseUrl}${segment}/` : baseUrl;
}
