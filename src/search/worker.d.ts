// The plugin's own search worker, shared with its navbar search (one index download per version).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  import type {SearchResult} from '@site/src/search/types';

  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchResult[]>;
}
