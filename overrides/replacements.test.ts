import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import leanClientPlugin, {SITE_MODULE} from '../plugins/lean-client';
import overridesPlugin from './index';
import {
  CORE_CLIENT_DIR,
  NO_STARTUP_PRISM,
  PENDING_NAVIGATION,
  PENDING_NAVIGATION_MODULE,
  PREFETCHER_MODULE,
  redirectPendingNavigation,
  redirectPrefetcher,
  renderGridOnServer,
  SERVER_ENTRY,
  skipStartupPrism,
  STARTUP_PRISM_MODULE,
} from './replacements';
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

describe('overridesPlugin', () => {
  // Stands in for the bundler's plugin class: records what it was made with.
  class NormalModuleReplacementPlugin {
    constructor(
      readonly pattern: RegExp,
      readonly replace: (resource: {request: string; context: string}) => void,
    ) {}
  }
  const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}};
  type Result = {
    plugins: NormalModuleReplacementPlugin[];
    entry?: {main: string};
    resolve?: unknown;
    module?: {rules: unknown[]};
  };
  const configure = (isServer: boolean, mode: 'production' | 'development') =>
    // The config argument is read only for `mode`.
    overridesPlugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext).configureWebpack!(
      {mode} as never,
      isServer,
      utils as never,
      {} as never,
    ) as unknown as Result;
  const replacedBy = (result: Result) => result.plugins.map((plugin) => plugin.replace);

  it('replaces the prefetcher, PendingNavigation and the startup Prism in the production client build', () => {
    const result = configure(false, 'production');
    expect(replacedBy(result)).toEqual([skipStartupPrism, redirectPrefetcher, redirectPendingNavigation]);
    const [, prefetcher, pending] = result.plugins;
    expect(prefetcher.pattern.test('./docusaurus')).toBe(true);
    expect(pending.pattern.test('./PendingNavigation')).toBe(true);
    expect(pending.pattern.test('./PendingNavigation.js')).toBe(false);
    expect(result.entry).toBeUndefined();
    expect(result.module?.rules[0]).toEqual({
      test: expect.any(RegExp),
      include: '/site/.docusaurus',
      use: [{loader: path.join(__dirname, 'bundle', 'registryLoader.cjs')}],
    });
    expect(result.resolve).toEqual({
      alias: {'@docusaurus/Translate': path.join(__dirname, 'translate', 'Translate.tsx')},
    });
  });

  it("gives the server build its entry and the grid's server render", () => {
    const result = configure(true, 'production');
    expect(result.entry).toEqual({main: SERVER_ENTRY});
    expect(replacedBy(result)).toEqual([skipStartupPrism, renderGridOnServer]);
  });

  it('leaves the dev server with the startup Prism replacement only', () => {
    expect(replacedBy(configure(false, 'development'))).toEqual([skipStartupPrism]);
  });

  it('shadows theme components from its theme folder', () => {
    const themePath = overridesPlugin({} as LoadContext).getThemePath!();
    expect(existsSync(path.join(themePath, 'CodeBlock', 'Content', 'index.tsx'))).toBe(true);
  });
});

describe('leanClientPlugin', () => {
  it('names chunks by id, and keeps packages out of the common chunk, in the production client build only', () => {
    const configure = (isServer: boolean, mode: string) =>
      leanClientPlugin().configureWebpack!({mode} as never, isServer, {} as never, {} as never);
    expect(configure(false, 'production')).toEqual({
      output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
      optimization: {splitChunks: {cacheGroups: {common: {test: SITE_MODULE}}}},
    });
    expect(configure(true, 'production')).toEqual({});
    expect(configure(false, 'development')).toEqual({});
  });
});

describe('skipStartupPrism', () => {
  it("replaces theme-classic's startup Prism module, the way the generated client modules ask for it", () => {
    expect(existsSync(`${STARTUP_PRISM_MODULE}.js`)).toBe(true);
    // The start-up module is the one that imports Prism itself.
    expect(readFileSync(`${STARTUP_PRISM_MODULE}.js`, 'utf8')).toContain("from 'prism-react-renderer'");
    for (const request of [STARTUP_PRISM_MODULE, `${STARTUP_PRISM_MODULE}.js`]) {
      const resource = {request};
      skipStartupPrism(resource);
      expect(resource.request).toBe(NO_STARTUP_PRISM);
    }
    expect(existsSync(NO_STARTUP_PRISM)).toBe(true);
  });

  it('leaves the theme component that adds the languages (the code blocks load it) alone', () => {
    const resource = {request: '@theme/prism-include-languages'};
    skipStartupPrism(resource);
    expect(resource.request).toBe('@theme/prism-include-languages');
  });
});
