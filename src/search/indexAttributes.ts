/**
 * What a page tells the search index about itself (Pagefind reads these attributes from the built
 * HTML, see plugins/search): the part of the page to index, its filters and its metadata.
 */
export const SEARCH_PRODUCT_FILTERS = ['data-grid', 'date-pickers', 'charts', 'tree-view', 'general'] as const;
export type SearchProductFilter = (typeof SEARCH_PRODUCT_FILTERS)[number];
export const SEARCH_KINDS = ['guide', 'api'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchEntry = {
  /** The page's title without badges. */
  title: string;
  /** Where the page lives in the navigation: `['Data Grid', 'Rows', 'Sorting']`. */
  section: readonly string[];
  product: SearchProductFilter;
  kind: SearchKind;
  /** The version label as the switcher shows it: `7.29.0`, `v8`, `v6`… */
  version: string;
  plan?: 'pro' | 'premium';
};

/**
 * Search entries are whole pages, or rows of an API page (a prop, a slot, a CSS class: records the
 * indexer adds, see scripts/search/apiRecords.mjs); the `entry` filter tells them apart.
 */
export type SearchEntryKind = 'page' | 'row';

/** The separator of a section path, as results show it. */
export const SECTION_SEPARATOR = ' › ';

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * What the element that wraps a page's indexed content carries: Pagefind reads one filter or one
 * metadata value per element, so each becomes an empty `<span>` inside it.
 */
export function searchAttributes(entry: SearchEntry): {filters: string[]; meta: string[]} {
  return {
    filters: [`product:${entry.product}`, `kind:${entry.kind}`, `version:${entry.version}`, 'entry:page'],
    meta: [
      `title:${clean(entry.title)}`,
      `section:${clean(entry.section.join(SECTION_SEPARATOR))}`,
      `version:${entry.version}`,
      ...(entry.plan ? [`plan:${entry.plan}`] : []),
    ],
  };
}
