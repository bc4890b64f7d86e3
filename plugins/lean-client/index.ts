import type {Plugin} from '@docusaurus/types';

/**
 * Client build, production: async chunks are named by id (`assets/js/[id].[contenthash:8].js`), so
 * the runtime needs no id-to-name table (Docusaurus names route chunks after their registry key,
 * which cost a table entry for each of the site's route chunks in `runtime~main`, loaded by every
 * page). Chunk preloading goes through `__webpack_require__.gca`, which maps a registry key to its
 * chunk whatever the file name. The overrides of Docusaurus's own client code are in `overrides/`.
 */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
