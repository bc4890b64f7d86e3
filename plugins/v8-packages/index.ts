import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentDirOf, installedName} from '../../src/config/lookups';
import {VERSIONS, type DocsVersion} from '../../src/config/registry';

/** A live version whose packages are installed under npm aliases (v8: `@mui/x-data-grid-premium-v8`…). */
export function aliasedLiveVersions(): DocsVersion[] {
  return VERSIONS.filter((version) => version.liveDemos && version.installSuffix !== '');
}

/**
 * The package of each product's highest plan (Premium grid, Pro pickers…), as imported and as
 * installed. Each one carries its own nested copies of the packages it builds on (the community
 * grid, charts, pickers, tree view of the same release), so the demos resolve the community
 * specifiers there: then `@mui/x-data-grid` and `@mui/x-data-grid-pro` are the very instances the
 * Premium grid uses, and contexts shared between them work.
 */
export function carrierPackages(version: DocsVersion): {name: string; installedAs: string}[] {
  return Object.values(version.packages).flatMap((refs) => {
    const top = refs?.[refs.length - 1];
    return top ? [{name: top.name, installedAs: installedName(version, top.name)}] : [];
  });
}

/** The specifiers whose version is installed at the top level under an alias. */
export function aliasesOf(version: DocsVersion): Record<string, string> {
  return Object.fromEntries(carrierPackages(version).map(({name, installedAs}) => [name, installedAs]));
}

/** The folders whose files are pages or demos of the version: its English folder and its translations. */
export function sourceDirectories(siteDir: string, version: DocsVersion, locales: readonly string[]): string[] {
  return [...new Set(['en', ...locales])].map((locale) => path.join(siteDir, contentDirOf(version, locale)));
}

/** The module search path of the version's files: the nested copies first, then the site's node_modules. */
export function moduleDirectories(siteDir: string, version: DocsVersion): string[] {
  const nodeModules = path.join(siteDir, 'node_modules');
  return [
    ...carrierPackages(version).map(({installedAs}) => path.join(nodeModules, installedAs, 'node_modules')),
    nodeModules,
    'node_modules',
  ];
}

/** The bundler rules: the imports written in a version's folders resolve to that version's packages. */
export function versionPackageRules(siteDir: string, locales: readonly string[]) {
  return aliasedLiveVersions().map((version) => ({
    include: sourceDirectories(siteDir, version, locales),
    resolve: {modules: moduleDirectories(siteDir, version), alias: aliasesOf(version)},
  }));
}

/**
 * A bundler rule per live version installed under aliases (v8), scoped to its folders: the imports
 * written in `docs/` (`@mui/x-data-grid`, ...) resolve to the v8 packages, while every other page
 * keeps the 7.29 packages the site itself runs on.
 */
export default function v8PackagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'v8-packages',
    configureWebpack() {
      return {module: {rules: versionPackageRules(context.siteDir, context.i18n.locales)}};
    },
  };
}
