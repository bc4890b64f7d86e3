import {cacheUrlsMessage} from './offlineWarmup';

const scope = 'http://127.0.0.1:4144/x/';

test('names the page and the files of the site in scope, each once', () => {
  const sent = new Set<string>();
  const resources = [
    'http://127.0.0.1:4144/x/assets/js/main.abc.js',
    'http://127.0.0.1:4144/x/assets/css/styles.def.css',
    'https://www.googletagmanager.com/gtag/js?id=G-1',
    'http://127.0.0.1:4144/other-app/script.js',
    'not a url at all ::',
  ];
  expect(cacheUrlsMessage(`${scope}react-charts/?q=1#bars`, resources, scope, sent)).toEqual({
    type: 'CACHE_URLS',
    pages: [`${scope}react-charts/`],
    files: ['http://127.0.0.1:4144/x/assets/js/main.abc.js', 'http://127.0.0.1:4144/x/assets/css/styles.def.css'],
  });
  const later = [...resources, 'http://127.0.0.1:4144/x/assets/js/charts.123.js'];
  expect(cacheUrlsMessage(`${scope}react-charts/bars/`, later, scope, sent)).toEqual({
    type: 'CACHE_URLS',
    pages: [`${scope}react-charts/bars/`],
    files: ['http://127.0.0.1:4144/x/assets/js/charts.123.js'],
  });
  expect(cacheUrlsMessage(`${scope}react-charts/#pie`, later, scope, sent)).toBeNull();
});
