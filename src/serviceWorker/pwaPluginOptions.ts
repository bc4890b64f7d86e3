import path from 'node:path';
import type {Options} from '@docusaurus/plugin-pwa';

/**
 * `@docusaurus/plugin-pwa` builds `sw.js` (served at `/x/sw.js`) and the head tags. Its own
 * registration is off: `clientModule.ts` registers only on the docs hosts. Head hrefs are
 * written without `/x`, as the plugin prefixes them with the base URL.
 */
export const pwaPluginOptions = {
  swRegister: false,
  swCustom: path.join(__dirname, 'offlineCache.js'),
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/pwa/icon-192.png'},
    {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
  ],
} satisfies Options;
