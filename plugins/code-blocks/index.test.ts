import {existsSync, readFileSync} from 'node:fs';
import codeBlocksPlugin, {NO_STARTUP_PRISM, STARTUP_PRISM_MODULE, skipStartupPrism} from './index';
import {codeThemeCss} from '../../src/config/codeThemes';

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

describe('codeBlocksPlugin', () => {
  it('puts the code colours of both modes in the head of every page', () => {
    const plugin = codeBlocksPlugin();
    expect(plugin.injectHtmlTags?.({content: undefined})).toEqual({
      headTags: [{tagName: 'style', attributes: {'data-code-theme': ''}, innerHTML: codeThemeCss()}],
    });
  });
});
