import path from 'node:path';
import type {ConfigureWebpackUtils, Plugin} from '@docusaurus/types';

export const SERVER_ENTRY = path.join(__dirname, 'serverEntry.ts');
export const GRID_SERVER_RENDER = path.join(__dirname, 'gridServerRender.ts');

type ModuleRequest = {request: string; context: string};

/** Sends the Data Grid's `useIsSSR` (v7's and v8's, and nothing else) to the server's stand-in. */
export function renderGridOnServer(resource: ModuleRequest): void {
  if (
    /[\\/]@mui[\\/]x-data-grid(-v8)?[\\/]/.test(resource.context) &&
    /[\\/]useIsSSR(\.m?js)?$/.test(resource.request)
  ) {
    resource.request = GRID_SERVER_RENDER;
  }
}

/**
 * Server build only:
 *
 * - The entry becomes `serverEntry.ts`, which renders each page with core's renderer and moves the
 *   page's Emotion styles (written inline by the demos) into the head as one style sheet (see
 *   `hoistStyles.ts`).
 * - The Data Grid renders on the server. It renders nothing there by itself (its root waits for
 *   the browser), so a grid demo's server HTML was an empty box, and the browser had to turn all of
 *   the grid's styles into CSS in the task that shows it (~90 ms on a fast laptop for the Data Grid
 *   overview). Rendered on the server, the grid shows its frame and footer before any script runs,
 *   and its styles come in the page's sheet: the browser finds their names there and skips them.
 */
export default function serverStylesPlugin(): Plugin {
  return {
    name: 'server-styles',
    configureWebpack(_config, isServer, utils: ConfigureWebpackUtils) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        entry: {main: SERVER_ENTRY},
        plugins: [new NormalModuleReplacementPlugin(/useIsSSR(\.m?js)?$/, renderGridOnServer)],
      };
    },
  };
}
