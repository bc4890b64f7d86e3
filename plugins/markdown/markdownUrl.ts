/**
 * The one rule for where a page's Markdown is served: the page's URL followed by `index.md`
 * (`/x/react-data-grid/sorting/` → `/x/react-data-grid/sorting/index.md`), in every version and
 * locale, for guide and API pages alike. The build writes the file beside the page's `index.html`.
 * Plain string code: the browser bundle uses it too.
 */
export const MARKDOWN_FILE_NAME = 'index.md';

/** The Markdown URL (or path) of a page URL (or path); its query and anchor are dropped. */
export function markdownUrlOf(pageUrl: string): string {
  const withoutSuffix = pageUrl.replace(/[?#].*$/, '');
  return `${withoutSuffix.endsWith('/') ? withoutSuffix : `${withoutSuffix}/`}${MARKDOWN_FILE_NAME}`;
}

/** The name of a version's page list and of its full text, beside the version's home (`/x/v8/llms.txt`). */
export const LLMS_FILE_NAME = 'llms.txt';
export const LLMS_FULL_FILE_NAME = 'llms-full.txt';
