import {useEffect, useState} from 'react';
import {loadPagefind, type PagefindFilters} from './pagefind';
import type {SearchBundles} from './useSearchBundles';
import {filtersOf, mergeResults, toResultView, type ResultView, type SearchQuery} from './searchQuery';

/** The site's debounce (MUI's default, 166 ms): a query runs once the reader has stopped typing for this long. */
export const SEARCH_DEBOUNCE_MS = 166;

export type SearchState = {
  status: 'idle' | 'loading' | 'done' | 'error';
  results: ResultView[];
  /** How many pages match in all (only the first `limit` are loaded). */
  total: number;
};

const IDLE: SearchState = {status: 'idle', results: [], total: 0};

/**
 * Runs `query` against the index of the version being read (with the other versions' indexes
 * merged in when the query asks for all versions), and loads the first `limit` results. A new query
 * replaces the previous one; a query of only spaces is no query.
 */
export function useSearch(query: SearchQuery, bundles: SearchBundles, limit: number): SearchState {
  const text = query.text.trim();
  const filters = JSON.stringify(filtersOf(query));
  const others = query.allVersions ? bundles.others : [];
  const key = text ? JSON.stringify([bundles.current, others, text, filters, limit]) : '';
  // The last search that finished, with the request it answers.
  const [finished, setFinished] = useState<{key: string; state: SearchState} | null>(null);

  useEffect(() => {
    if (!key) return undefined;
    let current = true;
    const timer = window.setTimeout(async () => {
      let state: SearchState;
      try {
        const pagefind = await loadPagefind(bundles.current, others);
        const scope = JSON.parse(filters) as PagefindFilters;
        // Rows of API pages are many and short: half as many are loaded as pages.
        const [pages, rows] = await Promise.all(
          (['page', 'row'] as const).map(async (entry) => {
            const found = (await pagefind.search(text, {filters: {...scope, entry}}))?.results ?? [];
            const shown = entry === 'page' ? limit : Math.ceil(limit / 2);
            const data = await Promise.all(found.slice(0, shown).map((result) => result.data()));
            return {views: data.map((item) => toResultView(item, text)), total: found.length};
          }),
        );
        state = {
          status: 'done',
          results: mergeResults(pages.views, rows.views, text).slice(0, limit),
          total: pages.total + rows.total,
        };
      } catch {
        state = {status: 'error', results: [], total: 0};
      }
      if (current) setFinished({key, state});
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // `key` stands for the request's parts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!key) return IDLE;
  if (finished?.key === key) return finished.state;
  // While the next results come, the previous ones stay on screen.
  return {status: 'loading', results: finished?.state.results ?? [], total: finished?.state.total ?? 0};
}
