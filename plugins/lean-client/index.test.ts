import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import leanClientPlugin from './index';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {stripRegistryModulePaths} = require('./registryLoader.cjs') as {
  stripRegistryModulePaths: (source: string) => string;
};

const REGISTRY = `export default {
  "001b2ec6": [() => import(/* webpackChunkName: "001b2ec6" */ "/site/.docusaurus/api-docs/default/current-charts-x.json"), "/site/.docusaurus/api-docs/default/current-charts-x.json", require.resolveWeak("/site/.docusaurus/api-docs/default/current-charts-x.json")],
  "002e3861": [() => import(/* webpackChunkName: "002e3861" */ "@site/docs/a \\"quoted\\" page.mdx"), "@site/docs/a \\"quoted\\" page.mdx", require.resolveWeak("@site/docs/a \\"quoted\\" page.mdx")],};
`;

describe('stripRegistryModulePaths', () => {
  it('empties the module path of every entry and keeps the loader and the weak id', () => {
    const stripped = stripRegistryModulePaths(REGISTRY);
    expect(stripped).toContain(
      `"001b2ec6": [() => import(/* webpackChunkName: "001b2ec6" */ "/site/.docusaurus/api-docs/default/current-charts-x.json"), "", require.resolveWeak("/site/.docusaurus/api-docs/default/current-charts-x.json")],`,
    );
    expect(stripped).toContain(
      `"002e3861": [() => import(/* webpackChunkName: "002e3861" */ "@site/docs/a \\"quoted\\" page.mdx"), "", require.resolveWeak("@site/docs/a \\"quoted\\" page.mdx")],`,
    );
    expect(stripped.match(/current-charts-x\.json/g)).toHaveLength(2);
  });

  it('leaves any other source as it is', () => {
    const other = 'export default {a: [1, "two", 3]};\n';
    expect(stripRegistryModulePaths(other)).toBe(other);
  });
});

describe('leanClientPlugin', () => {
  const context = {generatedFilesDir: '/site/.docusaurus'} as LoadContext;
  const configure = (isServer: boolean, mode: 'production' | 'development') =>
    // The config and utils arguments are read only for `mode`.
    leanClientPlugin(context).configureWebpack!({mode} as never, isServer, {} as never, {} as never);

  it('names chunks by id and strips the registry in the production client build', () => {
    const result = configure(false, 'production') as {
      output: {chunkFilename: string};
      module: {rules: Array<{include: string; use: Array<{loader: string}>}>};
    };
    expect(result.output.chunkFilename).toBe('assets/js/[id].[contenthash:8].js');
    expect(result.module.rules[0].include).toBe('/site/.docusaurus');
    expect(result.module.rules[0].use[0].loader).toBe(path.join(__dirname, 'registryLoader.cjs'));
  });

  it('changes nothing for the server build or the dev server', () => {
    expect(configure(true, 'production')).toEqual({});
    expect(configure(false, 'development')).toEqual({});
  });
});
