import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Trims what every page downloads in `runtime~main` and `main`, client build only:
 *
 * - Async chunks are named by id (`assets/js/[id].[contenthash:8].js`), so the runtime needs no
 *   id-to-name table (Docusaurus names route chunks after their registry key, which cost a
 *   table entry for each of the site's ~700 route chunks).
 * - The route registry's module paths, read only by the server render, are dropped
 *   (`registryLoader.cjs`).
 *
 * Page behaviour is unchanged: chunk preloading goes through `__webpack_require__.gca`, which maps
 * a registry key to its chunk whatever the file name.
 */
export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          rules: [
            {
              test: /[\\/]registry\.js$/,
              include: context.generatedFilesDir,
              use: [{loader: path.join(__dirname, 'registryLoader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
