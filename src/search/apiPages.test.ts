import {apiRoutesByVersion, versionOfRoute, withApiPagesAsDocs} from './apiPages';

const versionPaths = ['/x/v8', '/x/', '/x/v6'];

describe('versionOfRoute', () => {
  it('picks the longest version path the route starts with', () => {
    expect(versionOfRoute('/x/v8/api/charts/bar-chart/', versionPaths)).toBe(0);
    expect(versionOfRoute('/x/api/data-grid/data-grid/', versionPaths)).toBe(1);
    expect(versionOfRoute('/x/v6/react-charts/', versionPaths)).toBe(2);
  });

  it('does not take a version for a route that only shares a prefix of its name', () => {
    expect(versionOfRoute('/x/v80/api/x/', versionPaths)).toBe(1);
    expect(versionOfRoute('/docs/api/x/', versionPaths)).toBe(-1);
  });
});

describe('apiRoutesByVersion', () => {
  it('groups API routes under their version and leaves other routes out', () => {
    const routes = [
      '/x/api/data-grid/data-grid/',
      '/x/v8/api/data-grid/data-grid/',
      '/x/react-data-grid/sorting/',
      '/x/versions/',
      '/x/v8/react-charts/api-usage/',
      '/x/zh/api/x/',
    ];
    expect(apiRoutesByVersion(routes, versionPaths)).toEqual([
      ['/x/v8/api/data-grid/data-grid/'],
      ['/x/api/data-grid/data-grid/'],
      [],
    ]);
  });
});

describe('withApiPagesAsDocs', () => {
  const docsContent = {
    loadedVersions: [
      {path: '/x/', isLast: true, docs: [{permalink: '/x/react-data-grid/'}]},
      {path: '/x/v8', isLast: false, docs: [{permalink: '/x/v8/react-data-grid/'}]},
    ],
  };
  const props = {
    routesPaths: ['/x/react-data-grid/', '/x/api/data-grid/data-grid/', '/x/v8/api/data-grid/data-grid/'],
    plugins: [
      {name: 'docusaurus-plugin-content-docs', content: docsContent},
      {name: 'api-docs', content: [{versionName: '7.29.0'}]},
    ],
    outDir: '/build',
  };

  it('adds the API pages of each version to that version’s docs', () => {
    const result = withApiPagesAsDocs(props);
    const versions = (result.plugins[0]!.content as typeof docsContent).loadedVersions;
    expect(versions[0]!.docs.map((doc) => doc.permalink)).toEqual([
      '/x/react-data-grid/',
      '/x/api/data-grid/data-grid/',
    ]);
    expect(versions[1]!.docs.map((doc) => doc.permalink)).toEqual([
      '/x/v8/react-data-grid/',
      '/x/v8/api/data-grid/data-grid/',
    ]);
    expect(versions[0]!.isLast).toBe(true);
    expect(result.outDir).toBe('/build');
  });

  it('leaves other plugins and the original build data untouched', () => {
    const result = withApiPagesAsDocs(props);
    expect(result.plugins[1]).toBe(props.plugins[1]);
    expect(docsContent.loadedVersions[0]!.docs).toHaveLength(1);
  });

  it('copes with a docs plugin without loaded versions', () => {
    const odd = {routesPaths: ['/x/api/a/'], plugins: [{name: 'docusaurus-plugin-content-docs', content: null}]};
    expect(withApiPagesAsDocs(odd).plugins[0]).toBe(odd.plugins[0]);
  });
});
