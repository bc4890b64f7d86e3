import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

/**
 * The lunr languages of every locale's index: English (code identifiers, prop names and pages
 * not translated yet), Chinese (jieba word segmentation) and Portuguese (stemming). The list is
 * the same for all locales because the plugin sets lunr up once per process, with the languages
 * of the first locale built: a per-locale list breaks the zh build after the en one.
 */
export const SEARCH_LANGUAGES = ['en', 'zh', 'pt'];

/** The navbar search's keyboard shortcut (Ctrl+K, or Cmd+K on a Mac). */
export const SEARCH_SHORTCUT = 'mod+k';

/**
 * Options of `@easyops-cn/docusaurus-search-local`. The type is inferred (checked with
 * `satisfies`) so the config accepts it as plain plugin options.
 */
export function searchPluginOptions() {
  return {
    indexDocs: true,
    indexBlog: false,
    // Docs live at the root (`routeBasePath: '/'`), so every route is a docs route for the plugin.
    docsRouteBasePath: '/',
    // The content hash goes in the file name: `docusaurus serve` redirects asset URLs with a query.
    hashed: 'filename',
    docsDir: ['docs', 'versioned_docs', 'i18n'],
    language: SEARCH_LANGUAGES,
    highlightSearchTermsOnTargetPage: true,
    explicitSearchResultPath: true,
    searchBarShortcutKeymap: SEARCH_SHORTCUT,
    searchResultLimits: 8,
    // The demo toolbar's button labels ("Show code", "Copy"...) are not page content.
    ignoreCssSelectors: ['[role="toolbar"]'],
  } satisfies PluginOptions;
}
