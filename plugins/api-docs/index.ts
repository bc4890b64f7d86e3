import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {VERSION_OPTIONS, type VersionName} from '../../src/config/buildProfile';
import {findDemoPages} from './demos';
import {apiRoute} from './routes';
import {pageMessages, translatePage, translationPath} from './translations';
import type {ApiPageData, ApiRouteProps} from './types';
import {API_VERSIONS, defaultCacheDir, loadApiVersion} from './versions';

export type ApiDocsOptions = {
  /** The docs versions this build renders (Docusaurus names); others get no API routes. */
  versions: string[];
};

type VersionContent = {versionName: string; versionPath: string; pages: ApiPageData[]};

function docsDirOf(siteDir: string, versionName: string): string {
  return versionName === 'current'
    ? path.join(siteDir, 'docs')
    : path.join(siteDir, 'versioned_docs', `version-${versionName}`);
}

function loadVersion(siteDir: string, versionName: string): VersionContent | undefined {
  const data = loadApiVersion(siteDir, versionName, defaultCacheDir(siteDir));
  if (!data) return undefined;
  const versionPath = VERSION_OPTIONS[versionName as VersionName]?.path ?? versionName;
  const demos = findDemoPages(docsDirOf(siteDir, versionName), versionPath ? `${versionPath}/` : '');
  const pages = data.pages.map((page) => ({...page, demos: demos.get(page.name) ?? []}));
  return {versionName, versionPath, pages};
}

/** The versions to build from the plugin options; anything malformed means every version with an API. */
export function readOptions(options: unknown): ApiDocsOptions {
  const versions = (options as Partial<ApiDocsOptions> | null)?.versions;
  if (!Array.isArray(versions)) return {versions: Object.keys(API_VERSIONS)};
  return {versions: versions.filter((name): name is string => typeof name === 'string')};
}

/** Generates the API reference: one route per component and interface for each version being built. */
export function createApiDocsPlugin(context: LoadContext, options: ApiDocsOptions): Plugin<VersionContent[]> {
  const versions = options.versions.filter((name) => name in API_VERSIONS);
  return {
    name: 'api-docs',

    async loadContent() {
      return versions
        .map((name) => loadVersion(context.siteDir, name))
        .filter((content): content is VersionContent => content !== undefined);
    },

    getTranslationFiles({content}) {
      return content.flatMap((version) =>
        version.pages.map((page) => ({path: translationPath(version.versionName, page), content: pageMessages(page)})),
      );
    },

    translateContent({content, translationFiles}) {
      const byPath = new Map(translationFiles.map((file) => [file.path, file]));
      return content.map((version) => ({
        ...version,
        pages: version.pages.map((page) => translatePage(page, byPath.get(translationPath(version.versionName, page)))),
      }));
    },

    async contentLoaded({content, actions}) {
      for (const version of content) {
        for (const page of version.pages) {
          const props: ApiRouteProps = {page, versionPath: version.versionPath};
          const data = await actions.createData(
            `${version.versionName}-${page.product}-${page.slug}.json`,
            JSON.stringify(props),
          );
          actions.addRoute({
            path: `${context.baseUrl}${apiRoute(version.versionPath, page.product, page.slug).slice(1)}`,
            component: '@site/src/components/ApiPage/index.tsx',
            modules: {data},
            exact: true,
          });
        }
      }
    },
  };
}

// The config types every plugin's content as `unknown`; this plugin's content never leaves it.
const apiDocsPlugin: PluginModule = (context, options) =>
  createApiDocsPlugin(context, readOptions(options)) as unknown as Plugin;

export default apiDocsPlugin;
