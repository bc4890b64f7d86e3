import {useEffect, useState} from 'react';
import {searchByWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import type {SearchResult} from './types';

// Enough raw results that narrowing to one product still fills a page of them.
const RAW_RESULT_LIMIT = 300;

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';
export type SearchState = {status: SearchStatus; results: SearchResult[]};

type Answer = {key: string; status: 'done' | 'error'; results: SearchResult[]};

/**
 * Searches one version's index (the folder URL holding it) in the plugin's worker. The index
 * is fetched on first use; a failed fetch or search reports `error` instead of throwing.
 */
export function useSearchResults(indexUrl: string, query: string): SearchState {
  const trimmed = query.trim();
  const key = `${indexUrl}\n${trimmed}`;
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);

  useEffect(() => {
    if (trimmed === '') return undefined;
    let current = true;
    searchByWorker(indexUrl, '', trimmed, RAW_RESULT_LIMIT).then(
      (results) => {
        if (current) setAnswer({key, status: 'done', results: Array.isArray(results) ? results : []});
      },
      () => {
        if (current) setAnswer({key, status: 'error', results: []});
      },
    );
    return () => {
      current = false;
    };
  }, [indexUrl, trimmed, key]);

  if (trimmed === '') return {status: 'idle', results: []};
  if (answer?.key !== key) return {status: 'loading', results: []};
  return {status: answer.status, results: answer.results};
}
