import type {Plugin} from '@docusaurus/types';
import {codeThemeCss} from '../../src/config/codeThemes';

/**
 * The code colours are CSS variables, set here for each colour mode in the head of every page, so
 * that a code block's HTML does not depend on the mode and the server's HTML can stay as it is
 * (overrides/theme/CodeBlock/Content). Prism itself loads only when a block first highlights code
 * in the browser (overrides/prism).
 */
export default function codeBlocksPlugin(): Plugin {
  return {
    name: 'code-blocks',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', attributes: {'data-code-theme': ''}, innerHTML: codeThemeCss()}]};
    },
  };
}
