import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const SERVER_ENTRY = path.join(__dirname, 'serverEntry.ts');

/**
 * Server build only: the entry becomes `serverEntry.ts`, which renders each page with core's
 * renderer and moves the page's Emotion styles (written inline by the demos) into the head as one
 * style sheet (see `hoistStyles.ts`).
 */
export default function serverStylesPlugin(): Plugin {
  return {
    name: 'server-styles',
    configureWebpack(_config, isServer) {
      return isServer ? {entry: {main: SERVER_ENTRY}} : {};
    },
  };
}
