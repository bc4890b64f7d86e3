import {getProductInfo} from '../utils/getProductInfo';

/** The products a reader can narrow search results to, in navbar order. */
export const SEARCH_PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const;
export type SearchProduct = (typeof SEARCH_PRODUCTS)[number];
export type ProductFilter = SearchProduct | 'all';

/** Reads a product filter from a URL parameter; anything unknown means every product. */
export function parseProductFilter(value: string | null | undefined): ProductFilter {
  return (SEARCH_PRODUCTS as readonly string[]).includes(value ?? '') ? (value as SearchProduct) : 'all';
}

/** The product a result URL documents: guide pages (`/x/react-charts/…`) and API pages (`/x/api/charts/…`). */
export function productOfUrl(url: string): SearchProduct | undefined {
  const {productId} = getProductInfo(url);
  const name = productId.startsWith('x-') ? productId.slice('x-'.length) : '';
  return (SEARCH_PRODUCTS as readonly string[]).includes(name) ? (name as SearchProduct) : undefined;
}

/** Keeps the results of one product, in their order; `all` keeps every result. */
export function filterByProduct<T extends {document: {u: string}}>(results: readonly T[], filter: ProductFilter): T[] {
  if (filter === 'all') return [...results];
  return results.filter((result) => productOfUrl(result.document.u) === filter);
}
