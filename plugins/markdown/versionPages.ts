import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {displayName, metaDescription} from '../../src/components/ApiPage/pageText';
import {apiRoute, toSlug} from '../api-docs/routes';
import type {ApiPageData} from '../api-docs/types';
import {apiPageToMarkdown, type ApiPageContext} from './apiMarkdown';
import type {MarkdownLabels} from './labels';
import {docPathOf, type DocLocator} from './links';
import {markdownUrlOf} from './markdownUrl';
import {guidePageToMarkdown} from './pageMarkdown';

/** Where and for whom a locale's Markdown is written. */
export type SiteTarget = {
  siteDir: string;
  /** `https://mui.com`, without a trailing slash. */
  siteUrl: string;
  /** The locale's base URL: `/x/` or `/x/zh/`. */
  baseUrl: string;
  labels: MarkdownLabels;
  /** Reports a page that could not be converted (it gets a short page pointing to the HTML one). */
  warn: (message: string) => void;
};

/** A page of a version with its Markdown, keyed as the navigation finds it. */
export type MarkdownPage = {
  key: string;
  /** The URL path below the locale's base URL, e.g. `react-data-grid/sorting/`. */
  routePath: string;
  title: string;
  description: string;
  pageUrl: string;
  markdownUrl: string;
  markdown: string;
  /** Listed in llms.txt only when it is reachable from the navigation or not unlisted. */
  unlisted: boolean;
};

export const docKey = (id: string) => `doc:${id}`;
/** A link item's key: its path below the base URL, so `/x/v8/api/…/` and `/v8/api/…/` match. */
export function linkKey(href: string, baseUrl: string): string {
  return `link:${href.startsWith(baseUrl) ? href.slice(baseUrl.length) : href.replace(/^\//, '')}`;
}

function sourceFileOf(doc: DocMetadata, siteDir: string): string {
  return path.join(siteDir, doc.source.replace(/^@site\//, ''));
}

function fallbackMarkdown(title: string, description: string, pageUrl: string): string {
  return `# ${title}\n\n${description ? `> ${description}\n\n` : ''}${pageUrl}\n`;
}

function docLocator(version: LoadedVersion, target: SiteTarget): DocLocator {
  const folders = {
    contentPath: version.contentPath,
    contentPathLocalized: version.contentPathLocalized ?? version.contentPath,
  };
  const urlByDocPath = new Map<string, string>();
  for (const doc of version.docs) {
    const docPath = docPathOf(folders, sourceFileOf(doc, target.siteDir));
    if (docPath !== undefined) urlByDocPath.set(docPath, `${target.siteUrl}${doc.permalink}`);
  }
  return {...folders, urlByDocPath};
}

/** Whether some page of the version is read from the locale's translations (always true in English). */
export function hasTranslatedPages(version: LoadedVersion, target: SiteTarget): boolean {
  const localized = version.contentPathLocalized;
  if (!localized || localized === version.contentPath) return true;
  return version.docs.some((doc) => sourceFileOf(doc, target.siteDir).startsWith(localized + path.sep));
}

/** The Markdown of every guide page of a version, from the MDX file each HTML page is built from. */
export async function guidePages(version: LoadedVersion, target: SiteTarget): Promise<MarkdownPage[]> {
  const docs = docLocator(version, target);
  const pages: MarkdownPage[] = [];
  for (const doc of version.docs) {
    const sourcePath = sourceFileOf(doc, target.siteDir);
    const pageUrl = `${target.siteUrl}${doc.permalink}`;
    let markdown: string;
    try {
      const source = await readFile(sourcePath, 'utf8');
      const links = {siteUrl: target.siteUrl, baseUrl: target.baseUrl, pageUrl, sourcePath, docs};
      const page = {title: doc.title, description: doc.description, source, links};
      markdown = await guidePageToMarkdown(page, target.siteDir, target.labels.page);
    } catch (error) {
      target.warn(`${path.relative(target.siteDir, sourcePath)}: ${(error as Error).message}`);
      markdown = fallbackMarkdown(doc.title, doc.description, pageUrl);
    }
    pages.push({
      key: docKey(doc.id),
      routePath: doc.permalink.slice(target.baseUrl.length),
      title: doc.title,
      description: doc.description,
      pageUrl,
      markdownUrl: markdownUrlOf(pageUrl),
      markdown,
      unlisted: doc.unlisted,
    });
  }
  return pages;
}

/** The Markdown of a version's API pages, from the api-docs plugin's data (translated for the locale). */
export function apiPages(apiData: ApiPageData[], versionPath: string, target: SiteTarget): MarkdownPage[] {
  const absolute = (routePath: string) => `${target.siteUrl}${target.baseUrl}${routePath.replace(/^\//, '')}`;
  const context: ApiPageContext = {
    labels: target.labels.api,
    originUrl: (urlPath) => `${target.siteUrl}${urlPath}`,
    siteUrl: absolute,
    apiPageUrl: (product, name) => absolute(apiRoute(versionPath, product, toSlug(name))),
  };
  return apiData.map((page) => {
    const route = apiRoute(versionPath, page.product, page.slug);
    const pageUrl = absolute(route);
    return {
      key: linkKey(route, target.baseUrl),
      routePath: route.slice(1),
      title: `${displayName(page.name)} API`,
      description: metaDescription(page),
      pageUrl,
      markdownUrl: markdownUrlOf(pageUrl),
      markdown: apiPageToMarkdown(page, context),
      unlisted: false,
    };
  });
}
