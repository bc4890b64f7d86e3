import {readSearchPageQuery, versionIndexUrl, versionSegment, writeSearchPageQuery} from './searchPageQuery';

const versions = [
  {segment: '', label: '7.29.0'},
  {segment: 'v8', label: 'v8'},
  {segment: 'v6', label: 'v6'},
];

describe('versionSegment', () => {
  it('gives the segment of a version below the base URL', () => {
    expect(versionSegment('/x/v6', '/x/')).toBe('v6');
    expect(versionSegment('/x/zh/v8/', '/x/zh/')).toBe('v8');
  });

  it('gives an empty segment for the root version', () => {
    expect(versionSegment('/x/', '/x/')).toBe('');
    expect(versionSegment('/x', '/x/')).toBe('');
  });

  it('works at a root base URL and rejects paths outside the base', () => {
    expect(versionSegment('/v6', '/')).toBe('v6');
    expect(versionSegment('/docs/v6', '/x/')).toBeUndefined();
    expect(versionSegment('/xv6', '/x/')).toBeUndefined();
  });
});

describe('readSearchPageQuery', () => {
  it('reads the query, product and version the navbar search links with', () => {
    expect(readSearchPageQuery('?q=sorting&product=charts&version=v6%2F', versions)).toEqual({
      query: 'sorting',
      product: 'charts',
      version: 'v6',
    });
  });

  it('falls back to defaults for missing or unknown values', () => {
    expect(readSearchPageQuery('', versions)).toEqual({query: '', product: 'all', version: ''});
    expect(readSearchPageQuery('?version=../../evil/&product=nope', versions)).toEqual({
      query: '',
      product: 'all',
      version: '',
    });
    expect(readSearchPageQuery('?version=v5/', versions).version).toBe('');
  });
});

describe('writeSearchPageQuery', () => {
  it('writes only what differs from the defaults', () => {
    expect(writeSearchPageQuery({query: '', product: 'all', version: ''})).toBe('');
    expect(writeSearchPageQuery({query: 'data grid', product: 'data-grid', version: 'v6'})).toBe(
      '?q=data+grid&product=data-grid&version=v6%2F',
    );
  });

  it('round-trips through readSearchPageQuery', () => {
    const query = {query: '排序 sorting', product: 'tree-view' as const, version: 'v8'};
    expect(readSearchPageQuery(writeSearchPageQuery(query), versions)).toEqual(query);
  });
});

describe('versionIndexUrl', () => {
  it('points at the base URL for the root version and below it for the others', () => {
    expect(versionIndexUrl('/x/', '')).toBe('/x/');
    expect(versionIndexUrl('/x/zh/', 'v6')).toBe('/x/zh/v6/');
  });
});
