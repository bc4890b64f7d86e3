import {existsSync} from 'node:fs';
import path from 'node:path';
import {contentDirOf, locateContent} from '../../src/config/lookups';
import {DEFAULT_LOCALE} from '../../src/config/registry';

type MarkdownNode = {type: string; url?: string; children?: MarkdownNode[]};
type MarkdownFile = {path?: string; history?: string[]};

export type LocalizedLinksOptions = {
  siteDir: string;
  /** The locale being built; links are left alone in the default locale. */
  locale: string;
  defaultLocale: string;
};

/** The English content folder of a doc version and its translated twin for a locale (the registry's). */
function versionFolders(
  siteDir: string,
  locale: string,
  file: string,
): {english: string; localized: string} | undefined {
  const location = locateContent(path.relative(siteDir, file));
  if (!location || (location.locale !== DEFAULT_LOCALE && location.locale !== locale)) return undefined;
  return {
    english: path.join(siteDir, contentDirOf(location.version)),
    localized: path.join(siteDir, contentDirOf(location.version, locale)),
  };
}

/**
 * Where a relative `.md(x)` link should point in a translated build. Docusaurus resolves such a
 * link against the file that is actually used for the target page: the translation when there is
 * one, the English file otherwise. An English page linking to a translated page (or a translated
 * page linking to an untranslated one) would otherwise be a broken link.
 */
export function localizeLink(url: string, file: string, options: LocalizedLinksOptions): string {
  if (options.locale === options.defaultLocale || !/^\.{1,2}\//.test(url)) return url;
  const [target, hash = ''] = url.split('#');
  if (!/\.mdx?$/.test(target)) return url;
  const folders = versionFolders(options.siteDir, options.locale, file);
  if (!folders) return url;
  const inLocalized = path.resolve(path.dirname(file), target).startsWith(folders.localized + path.sep);
  const docPath = path.relative(
    inLocalized ? folders.localized : folders.english,
    path.resolve(path.dirname(file), target),
  );
  if (docPath.startsWith('..')) return url;
  const translated = path.join(folders.localized, docPath);
  const resolved = existsSync(translated) ? translated : path.join(folders.english, docPath);
  let relative = path.relative(path.dirname(file), resolved).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return hash ? `${relative}#${hash}` : relative;
}

function visitLinks(node: MarkdownNode, update: (node: MarkdownNode) => void): void {
  if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') update(node);
  node.children?.forEach((child) => visitLinks(child, update));
}

/** Remark plugin: runs before Docusaurus resolves markdown links, in every locale build. */
export default function remarkLocalizedLinks(options: LocalizedLinksOptions) {
  return (tree: MarkdownNode, file: MarkdownFile): void => {
    const source = file.path ?? file.history?.[0];
    if (!source) return;
    visitLinks(tree, (node) => {
      node.url = localizeLink(node.url as string, source, options);
    });
  };
}
