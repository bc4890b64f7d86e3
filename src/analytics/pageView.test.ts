import {isNewPage, pageLocation, sendPageView, type SiteLocation} from './pageView';

const english: SiteLocation = {baseUrl: '/x/', currentLocale: 'en', defaultLocale: 'en'};
const chinese: SiteLocation = {baseUrl: '/x/zh/', currentLocale: 'zh', defaultLocale: 'en'};

test('the location has no locale prefix, no hash and no query', () => {
  expect(pageLocation('/x/react-charts/bars/#stacking', english)).toBe('/x/react-charts/bars/');
  expect(pageLocation('/x/zh/react-charts/bars/', chinese)).toBe('/x/react-charts/bars/');
  expect(pageLocation('/x/zh/v8/react-tree-view/?a=1#b', chinese)).toBe('/x/v8/react-tree-view/');
  expect(pageLocation('/x/zh', chinese)).toBe('/x/');
  expect(pageLocation('/x/zhong/', chinese)).toBe('/x/zhong/');
});

test('a page view carries title, location and the product of the page', () => {
  const gtag = jest.fn();
  sendPageView(gtag, '/x/zh/api/tree-view/simple-tree-view/', 'SimpleTreeView API', chinese);
  sendPageView(gtag, '/x/introduction/installation/', 'Installation', english);
  sendPageView(gtag, '/x/v8/react-data-grid/sorting/', 'Sorting', english);
  expect(gtag.mock.calls).toEqual([
    [
      'event',
      'page_view',
      {
        page_title: 'SimpleTreeView API',
        page_location: '/x/api/tree-view/simple-tree-view/',
        productId: 'x-tree-view',
        productCategoryId: 'x',
      },
    ],
    [
      'event',
      'page_view',
      {
        page_title: 'Installation',
        page_location: '/x/introduction/installation/',
        productId: 'null',
        productCategoryId: 'x',
      },
    ],
    [
      'event',
      'page_view',
      {
        page_title: 'Sorting',
        page_location: '/x/v8/react-data-grid/sorting/',
        productId: 'x-data-grid',
        productCategoryId: 'x',
      },
    ],
  ]);
});

test('the first load and a new pathname are page views; a hash change is not', () => {
  expect(isNewPage('/x/react-charts/', undefined)).toBe(true);
  expect(isNewPage('/x/react-charts/bars/', '/x/react-charts/')).toBe(true);
  expect(isNewPage('/x/react-charts/', '/x/react-charts/')).toBe(false);
});
