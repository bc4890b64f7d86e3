import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {GRID_SERVER_RENDER, renderGridOnServer} from '../replacements';

const grid = (version: '' | '-v8') =>
  path.join('/site/node_modules/@mui', `x-data-grid${version}`, 'components/containers');

describe('renderGridOnServer', () => {
  it.each([
    ['v7', grid(''), '../../hooks/utils/useIsSSR.js'],
    ['v8', grid('-v8'), '../../hooks/utils/useIsSSR.mjs'],
  ])("sends the %s Data Grid's useIsSSR to the server's stand-in", (_version, context, request) => {
    const resource = {context, request};
    renderGridOnServer(resource);
    expect(resource.request).toBe(GRID_SERVER_RENDER);
  });

  it('leaves any other useIsSSR alone', () => {
    const resource = {context: '/site/node_modules/@mui/x-charts/hooks', request: './useIsSSR'};
    renderGridOnServer(resource);
    expect(resource.request).toBe('./useIsSSR');
  });

  it('matches the module the installed grids import', () => {
    for (const version of ['x-data-grid', 'x-data-grid-v8']) {
      const root = path.dirname(require.resolve(`@mui/${version}/package.json`));
      const gridRoot = ['GridRoot.js', 'GridRoot.mjs']
        .map((file) => path.join(root, 'components/containers', file))
        .find((file) => existsSync(file) && readFileSync(file, 'utf8').includes('useIsSSR'));
      expect(gridRoot).toBeDefined();
      const request = /(?:from |require\()["']([^"']*useIsSSR[^"']*)["']/.exec(readFileSync(gridRoot!, 'utf8'))?.[1];
      const resource = {context: path.dirname(gridRoot!), request: request!};
      renderGridOnServer(resource);
      expect(resource.request).toBe(GRID_SERVER_RENDER);
    }
  });
});
