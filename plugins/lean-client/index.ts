import type {Plugin} from '@docusaurus/types';

/**
 * Client build, production: async chunks are named by id (`assets/js/[id].[contenthash:8].js`), so
 * the runtime needs no id-to-name table (Docusaurus names route chunks after their registry key,
 * which cost a table entry for each of the site's route chunks in `runtime~main`, loaded by every
 * page). Chunk preloading goes through `__webpack_require__.gca`, which maps a registry key to its
 * chunk whatever the file name. The overrides of Docusaurus's own client code are in `overrides/`.
 */
/**
 * What Docusaurus's `common` chunk may hold: the site's own modules, never a package's. That chunk
 * takes every module used by at least half as many async chunks as the site has pages, and every
 * page that needs one of its modules loads all of it. The demos' chunks (a group and an import map
 * per page) use MUI and MUI X so widely that, with enough demo pages, the Data Grid and the
 * Pickers would land there and load on every guide page (bench: "guide page loads no MUI X
 * code"). Packages shared by async chunks go to the bundler's vendor chunks instead, loaded only
 * where they are used.
 */
export const SITE_MODULE = /^(?!.*[\\/]node_modules[\\/])/;

export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        optimization: {splitChunks: {cacheGroups: {common: {test: SITE_MODULE}}}},
      };
    },
  };
}
