import {demoFilesOf, pagesOf, referenceDemoCounts, referenceRoutes, sandboxListingsOf} from './support/docPages';

// 7.29.0 against the original documentation of that release (tests/reference/, copied from the
// reference data): every page it had exists here and shows at least as many live demos.

// Routes of the original that are ours under another path (the original route redirects there),
// or pages the original kept out of its navigation.
const ELSEWHERE: Record<string, string> = {
  '/x/whats-new/': '/x/introduction/whats-new/',
};
const NOT_NAVIGABLE = new Set([
  '/x/react-data-grid/experiments/joy-ui/',
  '/x/react-date-pickers/experimentation/',
  '/x/react-tree-view/rich-tree-view/headless/',
]);

describe('7.29.0 against the original release', () => {
  const pages = pagesOf('7.29.0');
  const counts = referenceDemoCounts('7.29.0');
  const routes = referenceRoutes('7.29.0').filter((route) => !NOT_NAVIGABLE.has(route));

  it('has every page of the original', () => {
    const missing = routes.filter((route) => !pages.has(ELSEWHERE[route] ?? route));
    expect(missing).toEqual([]);
  });

  it('shows at least as many live demos on each page as the original did', () => {
    const short = routes
      .map((route) => {
        const page = pages.get(ELSEWHERE[route] ?? route);
        const have = page ? demoFilesOf(page.source).length : 0;
        return {route, have, want: counts[route] ?? 0};
      })
      .filter(({have, want}) => have < want)
      .map(({route, have, want}) => `${route}: ${have} of ${want}`);
    expect(short).toEqual([]);
  });

  it('shows each demo once per page', () => {
    const repeated = [...pages.values()].flatMap((page) => {
      const files = demoFilesOf(page.source);
      return files.filter((file, index) => files.indexOf(file) !== index).map((file) => `${page.route} ${file}`);
    });
    expect(repeated).toEqual([]);
  });
});

// v8 against the original 8.29 documentation: every page, served under /x/v8/, with at least as
// many live demos. Out of scope: the Scheduler (no v8 release of @mui/x-scheduler is published) and
// live demos of the Premium charts, whose package cannot share the 8.29 packages (README).
const V8_OUT_OF_SCOPE = (route: string) => route.startsWith('/x/react-scheduler/');
const V8_NO_LIVE_DEMO = new Set(['/x/react-charts/range-bar/']);

describe('v8 against the original 8.29 documentation', () => {
  const pages = pagesOf('current');
  const counts = referenceDemoCounts('v8');
  const routes = referenceRoutes('v8').filter((route) => !V8_OUT_OF_SCOPE(route));
  const ours = (route: string) => `/x/v8${(ELSEWHERE[route] ?? route).slice('/x'.length)}`;

  it('has every page of the original', () => {
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.filter((route) => !pages.has(ours(route)))).toEqual([]);
  });

  it('shows at least as many live demos on each page as the original did', () => {
    const short = routes
      .filter((route) => !V8_NO_LIVE_DEMO.has(route))
      .map((route) => {
        const page = pages.get(ours(route));
        return {route, have: page ? demoFilesOf(page.source).length : 0, want: counts[route] ?? 0};
      })
      .filter(({have, want}) => have < want)
      .map(({route, have, want}) => `${route}: ${have} of ${want}`);
    expect(short).toEqual([]);
  });
});

// The archived versions against the final documentation of each major: every page it had, each
// with at least half its examples as runnable `sandbox` listings (live demos are not needed there).
describe.each([
  ['v6', '6'],
  ['v5', '5'],
  ['v4', '4'],
])('%s against the original documentation', (key, versionName) => {
  const pages = pagesOf(versionName);
  const counts = referenceDemoCounts(key);
  const ours = (route: string) => `/x/${key}${(ELSEWHERE[route] ?? route).slice('/x'.length)}`;

  it('has every page of the original', () => {
    expect(referenceRoutes(key).filter((route) => !pages.has(ours(route)))).toEqual([]);
  });

  it('shows at least half of the original examples of each page as sandbox listings', () => {
    const short = referenceRoutes(key)
      .map((route) => {
        const page = pages.get(ours(route));
        const have = page ? sandboxListingsOf(page.source).length : 0;
        return {route, have, want: Math.ceil((counts[route] ?? 0) / 2)};
      })
      .filter(({have, want}) => have < want)
      .map(({route, have, want}) => `${route}: ${have} of ${want}`);
    expect(short).toEqual([]);
  });
});
