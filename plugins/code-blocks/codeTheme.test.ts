import codeBlocksPlugin from './index';
import {codeThemeCss} from '../../src/config/codeThemes';

describe('codeBlocksPlugin', () => {
  it('puts the code colours of both modes in the head of every page', () => {
    const plugin = codeBlocksPlugin();
    expect(plugin.injectHtmlTags?.({content: undefined})).toEqual({
      headTags: [{tagName: 'style', attributes: {'data-code-theme': ''}, innerHTML: codeThemeCss()}],
    });
  });
});
