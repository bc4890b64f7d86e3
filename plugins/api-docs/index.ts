import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {contentDirOf, rootVersion, versionByName} from '../../src/config/lookups';
import {findDemoPages} from './demos';
import {pageWithVersionDocLinks} from './docLinks';
import {apiRoute} from './routes';
import {pageMessages, translatePage, translationPath} from './translations';
import type {ApiPageData, ApiRouteProps} from './types';
import {API_VERSION_NAMES, defaultCacheDir, loadApiVersion} from './versions';

export type ApiDocsOptions = {
  /** The docs versions this build renders (Docusaurus names); others get no API routes. */
  versions: string[];
};

type VersionContent = {versionName: string; versionPath: string; pages: ApiPageData[]};

function loadVersion(siteDir: string, versionName: string): VersionContent | undefined {
  const data = loadApiVersion(siteDir, versionName, defaultCacheDir(siteDir));
  if (!data) return undefined;
  const version = versionByName(versionName);
  if (!version) return undefined;
  const versionPath = version.path;
  const demos = findDemoPages(path.join(siteDir, contentDirOf(version)), versionPath ? `${versionPath}/` : '');
  const pages = data.pages.map((page) => ({
    ...pageWithVersionDocLinks(page, version),
    demos: demos.get(page.name) ?? [],
  }));
  return {versionName, versionPath, pages};
}

/** The versions to build from the plugin options; anything malformed means every version with an API. */
export function readOptions(options: unknown): ApiDocsOptions {
  const versions = (options as Partial<ApiDocsOptions> | null)?.versions;
  if (!Array.isArray(versions)) return {versions: [...API_VERSION_NAMES]};
  return {versions: versions.filter((name): name is string => typeof name === 'string')};
}

/** Generates the API reference: one route per component and interface for each version being built. */
export function createApiDocsPlugin(context: LoadContext, options: ApiDocsOptions): Plugin<VersionContent[]> {
  const versions = options.versions.filter((name) => API_VERSION_NAMES.includes(name));
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
        // Translated descriptions carry the packages' links as written: made version-local again.
        pages: version.pages.map((page) =>
          pageWithVersionDocLinks(
            translatePage(page, byPath.get(translationPath(version.versionName, page))),
            versionByName(version.versionName) ?? {status: 'current', path: ''},
          ),
        ),
      }));
    },

    async contentLoaded({content, actions}) {
      const root = rootVersion();
      const inRoot = new Set(
        content
          .find((version) => version.versionName === root.name)
          ?.pages.map((page) => `${page.product}/${page.slug}`),
      );
      for (const version of content) {
        for (const page of version.pages) {
          const props: ApiRouteProps = {page, versionPath: version.versionPath};
          if (version.versionName !== root.name) {
            // The banner of another version's page leads to the same page of the current release, when it has it.
            props.currentReleasePath = inRoot.has(`${page.product}/${page.slug}`)
              ? apiRoute(root.path, page.product, page.slug)
              : null;
          }
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
