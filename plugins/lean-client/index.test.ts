import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import leanClientPlugin, {
  CORE_CLIENT_DIR,
  PENDING_NAVIGATION,
  PENDING_NAVIGATION_MODULE,
  PREFETCHER_MODULE,
  redirectPendingNavigation,
  redirectPrefetcher,
} from './index';
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

describe('redirectPrefetcher', () => {
  it("sends core's client entry import of ./docusaurus to our prefetcher", () => {
    const resource = {request: './docusaurus', context: CORE_CLIENT_DIR};
    redirectPrefetcher(resource);
    expect(resource.request).toBe(PREFETCHER_MODULE);
    expect(existsSync(PREFETCHER_MODULE)).toBe(true);
  });

  it('leaves a ./docusaurus import anywhere else alone', () => {
    const resource = {request: './docusaurus', context: path.join(__dirname, 'elsewhere')};
    redirectPrefetcher(resource);
    expect(resource.request).toBe('./docusaurus');
    const other = {request: './preload', context: CORE_CLIENT_DIR};
    redirectPrefetcher(other);
    expect(other.request).toBe('./preload');
  });
});

describe('redirectPendingNavigation', () => {
  it("sends core App's PendingNavigation import to ours", () => {
    // Core's App imports it by this relative path, and ours keeps its props (location, children).
    expect(readFileSync(path.join(CORE_CLIENT_DIR, 'App.js'), 'utf8')).toContain(
      "import PendingNavigation from './PendingNavigation';",
    );
    expect(existsSync(PENDING_NAVIGATION)).toBe(true);
    const resource = {request: './PendingNavigation', context: CORE_CLIENT_DIR};
    redirectPendingNavigation(resource);
    expect(resource.request).toBe(PENDING_NAVIGATION_MODULE);
    expect(existsSync(PENDING_NAVIGATION_MODULE)).toBe(true);
  });

  it('leaves a PendingNavigation of any other folder alone', () => {
    const resource = {request: './PendingNavigation', context: '/site/src/components'};
    redirectPendingNavigation(resource);
    expect(resource.request).toBe('./PendingNavigation');
  });
});

describe('leanClientPlugin', () => {
  const context = {generatedFilesDir: '/site/.docusaurus'} as LoadContext;
  // Stands in for the bundler's plugin class: records what it was made with.
  class NormalModuleReplacementPlugin {
    constructor(
      readonly pattern: RegExp,
      readonly replace: (resource: {request: string; context: string}) => void,
    ) {}
  }
  const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}};
  const configure = (isServer: boolean, mode: 'production' | 'development') =>
    // The config argument is read only for `mode`.
    leanClientPlugin(context).configureWebpack!({mode} as never, isServer, utils as never, {} as never);

  it('names chunks by id and strips the registry in the production client build', () => {
    const result = configure(false, 'production') as {
      output: {chunkFilename: string};
      module: {rules: Array<{include: string; use: Array<{loader: string}>}>};
    };
    expect(result.output.chunkFilename).toBe('assets/js/[id].[contenthash:8].js');
    expect(result.module.rules[0].include).toBe('/site/.docusaurus');
    expect(result.module.rules[0].use[0].loader).toBe(path.join(__dirname, 'registryLoader.cjs'));
    const [replacement, pending] = (result as unknown as {plugins: NormalModuleReplacementPlugin[]}).plugins;
    expect(replacement).toBeInstanceOf(NormalModuleReplacementPlugin);
    expect(replacement.pattern.test('./docusaurus')).toBe(true);
    expect(replacement.replace).toBe(redirectPrefetcher);
    expect(pending.pattern.test('./PendingNavigation')).toBe(true);
    expect(pending.pattern.test('./PendingNavigation.js')).toBe(false);
    expect(pending.replace).toBe(redirectPendingNavigation);
  });

  it('changes nothing for the server build or the dev server', () => {
    expect(configure(true, 'production')).toEqual({});
    expect(configure(false, 'development')).toEqual({});
  });
});
