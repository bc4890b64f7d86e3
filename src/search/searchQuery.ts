import {
  SEARCH_KINDS,
  SEARCH_PRODUCT_FILTERS,
  SECTION_SEPARATOR,
  type SearchKind,
  type SearchProductFilter,
} from './indexAttributes';
import type {PagefindData, PagefindFilters} from './pagefind';

/** What the reader asked: the text, the narrowing filters and whether all versions are searched. */
export type SearchQuery = {
  text: string;
  product: SearchProductFilter | null;
  kind: SearchKind | null;
  allVersions: boolean;
};

export const EMPTY_QUERY: SearchQuery = {text: '', product: null, kind: null, allVersions: false};

/** Pagefind's filters for a query (each version has an index of its own: no version filter). */
export function filtersOf(query: SearchQuery): PagefindFilters {
  const filters: PagefindFilters = {};
  if (query.product) filters.product = query.product;
  if (query.kind) filters.kind = query.kind;
  return filters;
}

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : null;

/** The query of the search page's URL (`?q=…&product=…&kind=…&versions=all`); anything unknown is ignored. */
export function readSearchParams(search: string): SearchQuery {
  const params = new URLSearchParams(search);
  return {
    text: (params.get('q') ?? '').slice(0, 200),
    product: pick(SEARCH_PRODUCT_FILTERS, params.get('product')),
    kind: pick(SEARCH_KINDS, params.get('kind')),
    allVersions: params.get('versions') === 'all',
  };
}

export function writeSearchParams(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.text) params.set('q', query.text);
  if (query.product) params.set('product', query.product);
  if (query.kind) params.set('kind', query.kind);
  if (query.allVersions) params.set('versions', 'all');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One result as the lists show it. */
export type ResultView = {
  href: string;
  title: string;
  /** Product › Group › Page, from the navigation. */
  section: string[];
  /** The heading of the page under which the words were found, when it is not the page's top. */
  heading?: string;
  /** Text around the match, with the matched words in `<mark>` (Pagefind escapes the rest). */
  excerpt: string;
  version?: string;
  plan?: 'pro' | 'premium';
};

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The best place in a page for a result: the page itself when its title names what was searched,
 * else the section (heading) with the most matches.
 */
export function toResultView(data: PagefindData, text = ''): ResultView {
  const title = data.meta.title ?? data.url;
  const section = (data.meta.section ?? '').split(SECTION_SEPARATOR).filter(Boolean);
  const titleWords = words(title);
  const titled = words(text).length > 0 && words(text).every((word) => titleWords.some((t) => t.startsWith(word)));
  const sub = titled
    ? undefined
    : [...(data.sub_results ?? [])]
        .filter((result) => result.url.includes('#') && result.title !== title)
        .sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0))[0];
  const plan = data.meta.plan === 'pro' || data.meta.plan === 'premium' ? data.meta.plan : undefined;
  return {
    href: sub?.url ?? data.url,
    title,
    section,
    ...(sub && {heading: sub.title}),
    excerpt: sub?.excerpt ?? data.excerpt,
    ...(data.meta.version && {version: data.meta.version}),
    ...(plan && {plan}),
  };
}

/**
 * The order of the results shown: pages first, rows of API pages after them, except the rows named
 * exactly as typed (a reader typing `getRowId` wants that prop), which come first. Rows that repeat
 * the same name and text on several API pages (a prop of DataGrid, DataGridPro and DataGridPremium)
 * are shown once, from the plan-free page when there is one.
 */
export function mergeResults(pages: ResultView[], rows: ResultView[], text: string): ResultView[] {
  // An identifier (`getRowId`, `.MuiDataGrid-cell`, `row_id`) rather than a word of prose.
  const identifier = /^\.?[A-Za-z_$][\w$-]*$/.test(text.trim()) && /[A-Z_.$-]/.test(text.trim().slice(1));
  const wanted = identifier ? text.trim().replace(/^\./, '').toLowerCase() : null;
  const rank = (row: ResultView) => (row.plan === undefined ? 0 : row.plan === 'pro' ? 1 : 2);
  const seen = new Set<string>();
  const unique = [...rows]
    .map((row, index) => ({row, index}))
    .sort((a, b) => (a.row.title === b.row.title ? rank(a.row) - rank(b.row) : a.index - b.index))
    .map(({row}) => row)
    .filter((row) => {
      const key = `${row.title}|${row.excerpt}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const exact = unique.filter((row) => row.title.replace(/^\./, '').toLowerCase() === wanted);
  return [...exact, ...pages, ...unique.filter((row) => !exact.includes(row))];
}

/** Splits an excerpt into text and marked parts, so it renders without `dangerouslySetInnerHTML`. */
export function excerptParts(excerpt: string): {text: string; marked: boolean}[] {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>')
        ? {text: decode(part.slice(6, -7)), marked: true}
        : {text: decode(part.replace(/<[^>]*>/g, '')), marked: false},
    );
}
