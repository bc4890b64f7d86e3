import path from 'node:path';
import type {ConfigureWebpackUtils, Plugin} from '@docusaurus/types';
import {codeThemeCss} from '../../src/config/codeThemes';

/** theme-classic's client module that loads Prism and its languages on every page, at startup. */
export const STARTUP_PRISM_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);
export const NO_STARTUP_PRISM = path.join(__dirname, 'noStartupPrism.ts');

type ModuleRequest = {request: string};

/** Sends theme-classic's startup Prism module (and nothing else) to the empty one. */
export function skipStartupPrism(resource: ModuleRequest): void {
  if (resource.request.replace(/\.js$/, '') === STARTUP_PRISM_MODULE) resource.request = NO_STARTUP_PRISM;
}

/**
 * Code blocks without Prism at startup (see src/theme/CodeBlock):
 *
 * - Prism and its languages no longer load and run on every page when it starts (about a tenth of
 *   the startup script's work); the code blocks load them when they first highlight code in the
 *   browser. The server still highlights every block.
 * - The code colours are CSS variables, set here for each colour mode, so that a block's HTML does
 *   not depend on the mode and the server's HTML can stay as it is.
 */
export default function codeBlocksPlugin(): Plugin {
  return {
    name: 'code-blocks',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', attributes: {'data-code-theme': ''}, innerHTML: codeThemeCss()}]};
    },
    configureWebpack(_config, _isServer, utils: ConfigureWebpackUtils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(/prism-include-languages(\.js)?$/, skipStartupPrism)]};
    },
  };
}
