import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The folders of the default locale's build that hold the other locales' builds. */
export function otherLocaleFolders(context: Pick<LoadContext, 'i18n'>): string[] {
  const {currentLocale, defaultLocale, locales} = context.i18n;
  return currentLocale === defaultLocale ? locales.filter((locale) => locale !== defaultLocale) : [];
}

/**
 * The site search: after each locale's build, a Pagefind index of that locale's pages (one per
 * language, with Chinese segmentation for zh) is written to `<outDir>/pagefind/`, the folder the
 * navbar search and the search page load it from by fragments. The indexing runs in a process of
 * its own (scripts/search-index.mjs), as Pagefind's Node API is an ES module.
 */
export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'search',
    postBuild({outDir}) {
      const result = spawnSync(
        process.execPath,
        [
          path.join(context.siteDir, 'scripts', 'search-index.mjs'),
          '--out',
          outDir,
          '--base',
          context.baseUrl,
          '--locale',
          context.i18n.currentLocale,
          '--api',
          path.join(context.generatedFilesDir, 'api-docs', 'default'),
          '--skip',
          otherLocaleFolders(context).join(','),
        ],
        {stdio: 'inherit'},
      );
      if (result.status !== 0) throw new Error(`The search index of ${context.i18n.currentLocale} failed to build.`);
    },
  };
}
