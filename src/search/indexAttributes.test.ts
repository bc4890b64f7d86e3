import {searchAttributes} from './indexAttributes';

describe('searchAttributes', () => {
  it('gives a page its filters and its metadata, one value each', () => {
    expect(
      searchAttributes({
        title: 'Sorting',
        section: ['Data Grid', 'Rows', 'Sorting'],
        product: 'data-grid',
        kind: 'guide',
        version: '7.29.0',
        plan: 'pro',
      }),
    ).toEqual({
      filters: ['product:data-grid', 'kind:guide', 'version:7.29.0', 'entry:page'],
      meta: ['title:Sorting', 'section:Data Grid › Rows › Sorting', 'version:7.29.0', 'plan:pro'],
    });
  });

  it('keeps commas in a title and folds its white space', () => {
    const {meta} = searchAttributes({
      title: 'Date, time\n and range',
      section: ['Pickers'],
      product: 'date-pickers',
      kind: 'guide',
      version: 'v8',
    });
    expect(meta).toEqual(['title:Date, time and range', 'section:Pickers', 'version:v8']);
  });
});
