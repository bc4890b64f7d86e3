/** @jest-environment jsdom */
import {renderHook, waitFor} from '@testing-library/react';
import {searchByWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {useSearchResults} from './useSearchResults';
import {SearchDocumentType, type SearchResult} from './types';

jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker', () => ({
  searchByWorker: jest.fn(),
}));

const search = searchByWorker as jest.MockedFunction<typeof searchByWorker>;
const result: SearchResult = {
  document: {i: 1, t: 'Sorting', u: '/x/v6/react-data-grid/sorting/'},
  type: SearchDocumentType.Title,
  tokens: ['sorting'],
  score: 1,
};

beforeEach(() => search.mockReset());

describe('useSearchResults', () => {
  it('stays idle without a query and does not search', () => {
    const {result: state} = renderHook(() => useSearchResults('/x/', '   '));
    expect(state.current).toEqual({status: 'idle', results: []});
    expect(search).not.toHaveBeenCalled();
  });

  it('searches the given version index and returns its results', async () => {
    search.mockResolvedValue([result]);
    const {result: state} = renderHook(() => useSearchResults('/x/v6/', ' sorting '));
    expect(state.current.status).toBe('loading');
    await waitFor(() => expect(state.current).toEqual({status: 'done', results: [result]}));
    expect(search).toHaveBeenCalledWith('/x/v6/', '', 'sorting', expect.any(Number));
  });

  it('reports an error when the index cannot be loaded', async () => {
    search.mockRejectedValue(new Error('404'));
    const {result: state} = renderHook(() => useSearchResults('/x/', 'sorting'));
    await waitFor(() => expect(state.current.status).toBe('error'));
  });

  it('shows loading again, not stale results, when the query changes', async () => {
    search.mockResolvedValueOnce([result]).mockReturnValueOnce(new Promise(() => undefined));
    const {result: state, rerender} = renderHook(({query}) => useSearchResults('/x/', query), {
      initialProps: {query: 'sorting'},
    });
    await waitFor(() => expect(state.current.status).toBe('done'));
    rerender({query: 'filtering'});
    expect(state.current).toEqual({status: 'loading', results: []});
  });
});
