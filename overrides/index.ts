import path from 'node:path';
import type {ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';
import {
  redirectPendingNavigation,
  redirectPrefetcher,
  renderGridOnServer,
  REGISTRY_LOADER,
  SERVER_ENTRY,
  skipStartupPrism,
  TRANSLATE_MODULE,
} from './replacements';

/**
 * The one place where the site replaces or reaches into private parts of Docusaurus, Emotion,
 * react-router and MUI X (see ./README.md for what each override is, what it buys and how it is
 * guarded). This plugin installs them:
 *
 * - its theme folder (`./theme`) shadows theme-classic components that use theme-common's
 *   internal API (code blocks, TOC, skip link, tab items);
 * - in the client build (production): core's prefetcher (`window.docusaurus`) and
 *   PendingNavigation replaced, and the module paths dropped from the generated route registry
 *   (`bundle/registryLoader.cjs`); in both builds: theme-classic's startup Prism module;
 * - in the server build: the entry (core's renderer, then the page's styles moved to the head) and
 *   the Data Grid's `useIsSSR`, so grids render on the server;
 * - in both builds: `@docusaurus/Translate`, which then reports missing translations.
 */
export default function overridesPlugin(context: LoadContext): Plugin {
  return {
    name: 'overrides',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config, isServer, utils: ConfigureWebpackUtils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const plugins = [new NormalModuleReplacementPlugin(/prism-include-languages(\.js)?$/, skipStartupPrism)];
      // The same key as core's alias, which it replaces (a later alias of the same name wins).
      const resolve = {alias: {'@docusaurus/Translate': TRANSLATE_MODULE}};
      if (isServer) {
        return {
          entry: {main: SERVER_ENTRY},
          resolve,
          plugins: [...plugins, new NormalModuleReplacementPlugin(/useIsSSR(\.m?js)?$/, renderGridOnServer)],
        };
      }
      if (config.mode !== 'production') return {resolve, plugins};
      return {
        resolve,
        module: {
          rules: [{test: /[\\/]registry\.js$/, include: context.generatedFilesDir, use: [{loader: REGISTRY_LOADER}]}],
        },
        plugins: [
          ...plugins,
          new NormalModuleReplacementPlugin(/^\.\/docusaurus$/, redirectPrefetcher),
          new NormalModuleReplacementPlugin(/^\.\/PendingNavigation$/, redirectPendingNavigation),
        ],
      };
    },
  };
}
