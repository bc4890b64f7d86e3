import {resultHref, resultView} from './resultView';
import {SearchDocumentType} from './types';

const page = {i: 1, t: 'Sorting', u: '/x/react-data-grid/sorting/', b: ['Data Grid', 'Main features']};

describe('resultHref', () => {
  it('adds the tokens to highlight and the section hash', () => {
    expect(resultHref('/x/react-data-grid/sorting/', ['sort', 'model'], '#sort-model')).toBe(
      '/x/react-data-grid/sorting/?_highlight=sort&_highlight=model#sort-model',
    );
  });

  it('leaves the URL alone without tokens or hash, and encodes Chinese tokens', () => {
    expect(resultHref('/x/', [], undefined)).toBe('/x/');
    expect(resultHref('/x/zh/', ['排序'], '')).toBe('/x/zh/?_highlight=%E6%8E%92%E5%BA%8F');
  });
});

describe('resultView', () => {
  it('shows a page title with its breadcrumb', () => {
    const view = resultView({document: page, type: SearchDocumentType.Title, tokens: ['sort'], score: 1});
    expect(view).toMatchObject({title: 'Sorting', path: ['Data Grid', 'Main features'], snippet: undefined});
    expect(view.href).toBe('/x/react-data-grid/sorting/?_highlight=sort');
  });

  it('shows a heading under its page', () => {
    const view = resultView({
      document: {i: 2, t: 'Sort model', u: page.u, h: '#sort-model', p: 1},
      type: SearchDocumentType.Heading,
      page,
      tokens: ['sort'],
      score: 1,
    });
    expect(view).toMatchObject({title: 'Sort model', path: ['Data Grid', 'Main features', 'Sorting']});
    expect(view.href).toBe('/x/react-data-grid/sorting/?_highlight=sort#sort-model');
  });

  it('shows section text as a snippet under the section title', () => {
    const view = resultView({
      document: {i: 3, t: 'The sorting state is a GridSortModel.', u: page.u, h: '#sort-model', p: 1, s: 'Sort model'},
      type: SearchDocumentType.Content,
      page,
      tokens: ['gridsortmodel'],
      score: 1,
    });
    expect(view).toMatchObject({title: 'Sort model', snippet: 'The sorting state is a GridSortModel.'});
  });

  it('copes with a result whose page is missing', () => {
    const view = resultView({
      document: {i: 4, t: 'A description', u: '/x/a/', p: 9, s: 'A'},
      type: SearchDocumentType.Description,
      page: false,
      tokens: [],
      score: 1,
    });
    expect(view).toMatchObject({title: 'A', path: [], snippet: 'A description', href: '/x/a/'});
  });
});
