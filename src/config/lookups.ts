/** Questions asked of the registry (./registry.ts): the rest of the site derives from these. */
import {
  DEFAULT_LOCALE,
  LOCALES,
  PRODUCTS,
  VERSIONS,
  type DocsVersion,
  type Product,
  type ProductId,
  type SiteLocale,
  type VersionName,
} from './registry';

export const VERSION_NAMES: readonly VersionName[] = VERSIONS.map((version) => version.name);

export function isVersionName(name: unknown): name is VersionName {
  return typeof name === 'string' && (VERSION_NAMES as readonly string[]).includes(name);
}

export function versionByName(name: string): DocsVersion | undefined {
  return VERSIONS.find((version) => version.name === name);
}

/** The version served under a URL segment (`v8`, '' for the root release). */
export function versionByPath(segment: string): DocsVersion | undefined {
  return VERSIONS.find((version) => version.path === segment);
}

/** The released version served at the root of the site (`/x/`). */
export function rootVersion(): DocsVersion {
  const root = VERSIONS.find((version) => version.status === 'current');
  if (!root) throw new Error('The registry has no version with status "current".');
  return root;
}

/** `/v8`, `/v6`…, or '' for the root release: what follows `/x/` (and the locale) in a page's URL. */
export function versionRoutePrefix(version: DocsVersion): string {
  return version.path === '' ? '' : `/${version.path}`;
}

/** The URL segments of the versions that are not served at the root: `v8`, `v6`, `v5`, `v4`. */
export function versionPathSegments(): string[] {
  return VERSIONS.map((version) => version.path).filter((segment) => segment !== '');
}

/** The locales other than English, as URL prefixes: `zh`, `pt`. */
export function translatedLocales(): SiteLocale[] {
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
}

/** The folder name Docusaurus gives a version's translations: `current` or `version-<name>`. */
export function translationFolderName(version: DocsVersion): string {
  return version.name === 'current' ? 'current' : `version-${version.name}`;
}

/** Where a version's pages live for a locale, relative to the site: English, or its translations. */
export function contentDirOf(version: DocsVersion, locale: string = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return version.contentDir;
  return `i18n/${locale}/docusaurus-plugin-content-docs/${translationFolderName(version)}`;
}

export type ContentLocation = {
  version: DocsVersion;
  locale: string;
  /** Path inside the content folder. */ docPath: string;
};

/**
 * The version and locale of a file from its path relative to the site (`docs/…`,
 * `versioned_docs/version-6/…`, `i18n/zh/docusaurus-plugin-content-docs/version-7.29.0/…`), or
 * undefined for a file outside every content folder.
 */
export function locateContent(relativePath: string): ContentLocation | undefined {
  const normalized = relativePath.split('\\').join('/').replace(/^\.\//, '');
  const translated = /^i18n\/([^/]+)\/docusaurus-plugin-content-docs\/([^/]+)\/(.*)$/.exec(normalized);
  if (translated) {
    const [, locale, folder, docPath] = translated;
    const version = VERSIONS.find((candidate) => translationFolderName(candidate) === folder);
    return version ? {version, locale, docPath} : undefined;
  }
  for (const version of VERSIONS) {
    if (normalized.startsWith(`${version.contentDir}/`)) {
      return {version, locale: DEFAULT_LOCALE, docPath: normalized.slice(version.contentDir.length + 1)};
    }
  }
  return undefined;
}

/** The Docusaurus options of a version (`versions` of the docs plugin). */
export function docusaurusVersionOptions(version: DocsVersion): {
  label: string;
  path: string;
  banner: DocsVersion['banner'];
  className: string;
} {
  return {
    label: version.label,
    path: version.path,
    banner: version.banner,
    className: `docs-version-v${version.major}`,
  };
}

export function productById(id: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === id);
}

/** The product of a doc path: `react-charts/…` and `api/charts/…` are both Charts. */
export function productOfDocPath(docPath: string): Product | undefined {
  const [first, second] = docPath.replace(/^\/+/, '').split('/');
  if (first === 'api') return productById(second ?? '');
  return PRODUCTS.find((product) => product.routeSegment === first);
}

/** The versions that document a product, newest first. */
export function versionsWithProduct(id: ProductId): DocsVersion[] {
  return VERSIONS.filter((version) => version.sections.includes(id));
}

/** The name a package of a version is installed under in this site's node_modules. */
export function installedName(version: DocsVersion, packageName: string): string {
  return `${packageName}${version.installSuffix}`;
}
