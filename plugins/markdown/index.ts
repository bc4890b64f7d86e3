import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import {versionByName} from '../../src/config/lookups';
import type {ApiPageData} from '../api-docs/types';
import {markdownLabels, translatorOf} from './labels';
import {LLMS_FILE_NAME, LLMS_FULL_FILE_NAME, MARKDOWN_FILE_NAME} from './markdownUrl';
import type {SidebarItem} from './sidebarOrder';
import {versionLlms} from './versionLlms';
import {apiPages, guidePages, hasTranslatedPages, type MarkdownPage, type SiteTarget} from './versionPages';

/** The api-docs plugin's content: one entry per version with an API reference. */
type ApiContent = {versionName: string; versionPath: string; pages: ApiPageData[]}[];

function contentOf<T>(plugins: LoadedPlugin[], name: string): T | undefined {
  return plugins.find((plugin) => plugin.name === name && (plugin.options.id ?? 'default') === 'default')?.content as
    | T
    | undefined;
}

async function writeText(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
}

/** Writes a version's pages as Markdown, and its llms.txt files when the locale has pages of it. */
async function writeVersion(version: LoadedVersion, api: ApiContent, outDir: string, target: SiteTarget) {
  const registryVersion = versionByName(version.versionName);
  if (!registryVersion) return {pages: 0, llms: false};
  const apiData = api.find((entry) => entry.versionName === version.versionName)?.pages ?? [];
  const pages: MarkdownPage[] = [
    ...(await guidePages(version, target)),
    ...apiPages(apiData, registryVersion.path, target),
  ];
  await Promise.all(
    pages.map((page) => writeText(path.join(outDir, page.routePath, MARKDOWN_FILE_NAME), page.markdown)),
  );
  if (!hasTranslatedPages(version, target)) return {pages: pages.length, llms: false};
  const versionDir = registryVersion.path ? `${registryVersion.path}/` : '';
  const {llmsTxt, llmsFull} = versionLlms({
    versionLabel: registryVersion.label,
    products: registryVersion.sections,
    baseUrl: target.baseUrl,
    sidebars: version.sidebars as unknown as Record<string, SidebarItem[]>,
    pages,
    fullUrl: `${target.siteUrl}${target.baseUrl}${versionDir}${LLMS_FULL_FILE_NAME}`,
    labels: target.labels.llms,
  });
  await writeText(path.join(outDir, versionDir, LLMS_FILE_NAME), llmsTxt);
  await writeText(path.join(outDir, versionDir, LLMS_FULL_FILE_NAME), llmsFull);
  return {pages: pages.length, llms: true};
}

/**
 * Every guide and API page of the locale being built, also as Markdown (`<page URL>index.md`), and
 * an `llms.txt` and `llms-full.txt` per version. Written after the build from the docs plugin's
 * loaded content (each page's MDX source, title, description, sidebar) and the api-docs data.
 */
export default function markdownPlugin(context: LoadContext): Plugin {
  return {
    name: 'markdown',
    async postBuild({plugins, outDir}) {
      const started = Date.now();
      const docs = contentOf<LoadedContent>(plugins, 'docusaurus-plugin-content-docs');
      const api = contentOf<ApiContent>(plugins, 'api-docs') ?? [];
      if (!docs) throw new Error('plugins/markdown: the docs plugin has no loaded content to convert.');
      const target: SiteTarget = {
        siteDir: context.siteDir,
        siteUrl: context.siteConfig.url.replace(/\/$/, ''),
        baseUrl: context.baseUrl,
        labels: markdownLabels(
          translatorOf(context.codeTranslations),
          context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang,
        ),
        warn: (message) => logger.warn(`plugins/markdown: ${message}`),
      };
      let pageCount = 0;
      let llmsCount = 0;
      for (const version of docs.loadedVersions) {
        const written = await writeVersion(version, api, outDir, target);
        pageCount += written.pages;
        llmsCount += written.llms ? 1 : 0;
      }
      logger.info(
        `Markdown: ${pageCount} pages and ${llmsCount} llms.txt (${context.i18n.currentLocale}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    },
  };
}
