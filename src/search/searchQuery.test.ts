import {
  EMPTY_QUERY,
  excerptParts,
  filtersOf,
  mergeResults,
  readSearchParams,
  toResultView,
  writeSearchParams,
  type ResultView,
} from './searchQuery';

describe('filtersOf', () => {
  it('narrows by product and kind only when asked', () => {
    expect(filtersOf({...EMPTY_QUERY, text: 'tooltip'})).toEqual({});
    expect(filtersOf({...EMPTY_QUERY, product: 'charts', kind: 'api'})).toEqual({product: 'charts', kind: 'api'});
  });
});

describe('the search page address', () => {
  it('round-trips a query', () => {
    const query = {text: 'row grouping', product: 'data-grid' as const, kind: 'guide' as const, allVersions: true};
    expect(writeSearchParams(query)).toBe('?q=row+grouping&product=data-grid&kind=guide&versions=all');
    expect(readSearchParams(writeSearchParams(query))).toEqual(query);
  });

  it('ignores filters it does not know and keeps the text short', () => {
    expect(readSearchParams('?q=a&product=joy-ui&kind=blog&versions=some')).toEqual({...EMPTY_QUERY, text: 'a'});
    expect(readSearchParams(`?q=${'x'.repeat(500)}`).text).toHaveLength(200);
    expect(writeSearchParams(EMPTY_QUERY)).toBe('');
  });
});

describe('toResultView', () => {
  const data = {
    url: '/x/react-data-grid/sorting/',
    excerpt: 'Sort <mark>rows</mark>',
    meta: {title: 'Sorting', section: 'Data Grid › Rows › Sorting', version: '7.29.0', plan: 'pro'},
    sub_results: [
      {title: 'Sorting', url: '/x/react-data-grid/sorting/', excerpt: 'page'},
      {
        title: 'Custom comparator',
        url: '/x/react-data-grid/sorting/#custom-comparator',
        excerpt: 'a <mark>comparator</mark>',
      },
    ],
  };

  it('points at the heading with the match and keeps the section path', () => {
    expect(toResultView(data)).toEqual({
      href: '/x/react-data-grid/sorting/#custom-comparator',
      title: 'Sorting',
      section: ['Data Grid', 'Rows', 'Sorting'],
      heading: 'Custom comparator',
      excerpt: 'a <mark>comparator</mark>',
      version: '7.29.0',
      plan: 'pro',
    });
  });

  it('leads to the page itself when its title names what was searched', () => {
    expect(toResultView(data, 'sorting').href).toBe('/x/react-data-grid/sorting/');
    expect(toResultView(data, 'comparator').href).toBe('/x/react-data-grid/sorting/#custom-comparator');
  });

  it('falls back to the page for a match at its top, and ignores an unknown plan', () => {
    const view = toResultView({...data, sub_results: [], meta: {...data.meta, plan: 'gold'}});
    expect(view.href).toBe('/x/react-data-grid/sorting/');
    expect(view.heading).toBeUndefined();
    expect(view.plan).toBeUndefined();
  });
});

describe('excerptParts', () => {
  it('splits marked words from the text and decodes entities without rendering HTML', () => {
    expect(excerptParts('a &lt;b&gt; <mark>rows</mark> &amp; <em>c</em>')).toEqual([
      {text: 'a <b> ', marked: false},
      {text: 'rows', marked: true},
      {text: ' & c', marked: false},
    ]);
  });
});

describe('mergeResults', () => {
  const view = (title: string, extra: Partial<ResultView> = {}): ResultView => ({
    href: `/x/${title}/`,
    title,
    section: [],
    excerpt: `about ${title}`,
    ...extra,
  });

  it('puts pages before rows, and the row named exactly as typed before everything', () => {
    const pages = [view('Row definition'), view('Editing')];
    const rows = [view('getRowIdFromRowIndex'), view('getRowId')];
    expect(mergeResults(pages, rows, 'getRowId').map((result) => result.title)).toEqual([
      'getRowId',
      'Row definition',
      'Editing',
      'getRowIdFromRowIndex',
    ]);
    expect(mergeResults(pages, rows, 'row id').map((result) => result.title)).toEqual([
      'Row definition',
      'Editing',
      'getRowIdFromRowIndex',
      'getRowId',
    ]);
  });

  it('keeps pages first for a word of prose that is also a prop name', () => {
    const merged = mergeResults([view('Tooltip guide')], [view('tooltip')], 'tooltip');
    expect(merged.map((result) => result.title)).toEqual(['Tooltip guide', 'tooltip']);
  });

  it('shows a row repeated on several API pages once, from the plan-free page', () => {
    const rows = [
      view('getRowId', {href: '/x/api/data-grid/data-grid-premium/#prop-getRowId', plan: 'premium'}),
      view('getRowId', {href: '/x/api/data-grid/data-grid/#prop-getRowId'}),
      view('getRowId', {href: '/x/api/data-grid/data-grid-pro/#prop-getRowId', plan: 'pro'}),
    ];
    expect(mergeResults([], rows, 'getRowId').map((result) => result.href)).toEqual([
      '/x/api/data-grid/data-grid/#prop-getRowId',
    ]);
  });
});
