import path from 'node:path';

/** Where a version's pages are read from in the locale being built, and the URL of each page. */
export type DocLocator = {
  /** The English content folder (absolute). */
  contentPath: string;
  /** The locale's translations of the same version (absolute); equal to contentPath in English. */
  contentPathLocalized: string;
  /** Absolute page URL by the page's file path inside the content folder (`react-data-grid/sorting.mdx`). */
  urlByDocPath: ReadonlyMap<string, string>;
};

/** What a page's links are resolved against. */
export type LinkContext = {
  /** `https://mui.com`. */
  siteUrl: string;
  /** The locale's base URL: `/x/` or `/x/zh/`. */
  baseUrl: string;
  /** The page's own absolute URL. */
  pageUrl: string;
  /** The page's source file (absolute). */
  sourcePath: string;
  docs: DocLocator;
};

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function isInside(folder: string, file: string): boolean {
  return file.startsWith(folder + path.sep);
}

/** The file's path inside the version's content folder, whether it is an English file or a translation. */
export function docPathOf(
  docs: Pick<DocLocator, 'contentPath' | 'contentPathLocalized'>,
  file: string,
): string | undefined {
  const folder = [docs.contentPathLocalized, docs.contentPath].find((candidate) => isInside(candidate, file));
  return folder ? path.relative(folder, file).split(path.sep).join('/') : undefined;
}

/**
 * A link of a page as an absolute URL: a file link (`./sorting.mdx#anchor`) becomes the URL of that
 * page in the same version and locale, a path (`/react-data-grid/`) is read below the locale's base
 * URL as Docusaurus does, and an anchor is one of this page. External links are left as they are,
 * and so is a file link to no page (Docusaurus fails the build on those).
 */
export function absoluteLink(url: string, context: LinkContext): string {
  if (SCHEME.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return `${context.pageUrl}${url}`;
  if (url.startsWith('/')) {
    const below = url.startsWith(context.baseUrl) ? url : `${context.baseUrl}${url.slice(1)}`;
    return `${context.siteUrl}${below}`;
  }
  const [target, ...anchor] = url.split('#');
  const hash = anchor.length > 0 ? `#${anchor.join('#')}` : '';
  if (/\.mdx?$/.test(target)) {
    const docPath = docPathOf(context.docs, path.resolve(path.dirname(context.sourcePath), target));
    const pageUrl = docPath === undefined ? undefined : context.docs.urlByDocPath.get(docPath);
    return pageUrl ? `${pageUrl}${hash}` : url;
  }
  return new URL(url, context.pageUrl).href;
}
