import {SEARCH_LANGUAGES, searchPluginOptions} from './pluginOptions';

describe('searchPluginOptions', () => {
  it('indexes docs at the site root with target-page highlighting and the Ctrl/Cmd+K shortcut', () => {
    expect(searchPluginOptions()).toMatchObject({
      docsRouteBasePath: '/',
      indexBlog: false,
      highlightSearchTermsOnTargetPage: true,
      searchBarShortcutKeymap: 'mod+k',
    });
  });

  it('gives every locale English, Chinese segmentation and Portuguese stemming', () => {
    expect(searchPluginOptions().language).toEqual(SEARCH_LANGUAGES);
    expect([...SEARCH_LANGUAGES].sort()).toEqual(['en', 'pt', 'zh']);
  });

  it('names the index files by content hash, never with a query string', () => {
    expect(searchPluginOptions().hashed).toBe('filename');
  });
});
