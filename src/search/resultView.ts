import {excerpt} from './highlight';
import {SearchDocumentType, type SearchResult} from './types';

/** What the search page shows of one result. */
export type ResultView = {
  key: string;
  title: string;
  /** Breadcrumb down to the page, e.g. `Data Grid › Sorting`. */
  path: string[];
  /** Text around the match, for section and description results. */
  snippet?: string;
  /** The page URL, with the tokens to highlight on it and the section hash. */
  href: string;
  tokens: string[];
};

const SNIPPET_LENGTH = 180;

/** The link to a result: the target page marks `_highlight` tokens (plugin option `highlightSearchTermsOnTargetPage`). */
export function resultHref(url: string, tokens: readonly string[], hash: string | undefined): string {
  const params = new URLSearchParams();
  for (const token of tokens) params.append('_highlight', token);
  const search = params.toString();
  return `${url}${search ? `?${search}` : ''}${hash ?? ''}`;
}

export function resultView({document, type, page, tokens}: SearchResult): ResultView {
  const pageDoc = page || undefined;
  const isTitle = type === SearchDocumentType.Title;
  const isHeading = type === SearchDocumentType.Heading;
  const title = isTitle || isHeading ? document.t : (document.s ?? pageDoc?.t ?? document.t);
  const path = isTitle ? (document.b ?? []) : [...(pageDoc?.b ?? []), ...(pageDoc?.t ? [pageDoc.t] : [])];
  const hasText = type === SearchDocumentType.Content || type === SearchDocumentType.Description;
  return {
    key: `${type}-${document.i}`,
    title,
    path,
    snippet: hasText ? excerpt(document.t, tokens, SNIPPET_LENGTH) : undefined,
    href: resultHref(document.u, tokens, document.h),
    tokens,
  };
}
