/** The query parameter the search plugin adds to a result's link to highlight the searched terms. */
export const HIGHLIGHT_PARAM = '_highlight';

/**
 * Whether the navbar search must load with the page: only when the page was opened from a search
 * result (`?_highlight=term`), since the plugin's bar is what marks the terms. `URLSearchParams`
 * never throws: a broken escape decodes to U+FFFD, as it does for the plugin.
 */
export function shouldLoadSearchNow(search: string): boolean {
  return new URLSearchParams(search).getAll(HIGHLIGHT_PARAM).some((term) => term.trim() !== '');
}
