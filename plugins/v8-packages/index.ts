import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The v8 packages are installed under npm aliases (`@mui/x-data-grid-premium-v8`, ...). Each Pro
 * or Premium alias carries its own nested copies of the packages it builds on (the v8 community
 * grid, charts, pickers, tree view), so the demos of `docs/` resolve the community specifiers
 * there: then `@mui/x-data-grid` and `@mui/x-data-grid-pro` are the very instances the Premium
 * grid uses, and contexts shared between them work.
 */
export const V8_NESTED_MODULE_DIRECTORIES = [
  '@mui/x-data-grid-premium-v8',
  '@mui/x-charts-pro-v8',
  '@mui/x-date-pickers-pro-v8',
  '@mui/x-tree-view-pro-v8',
] as const;

/** The specifiers whose v8 version is installed at the top level, under an alias. */
export const V8_ALIASES: Record<string, string> = {
  '@mui/x-data-grid-premium': '@mui/x-data-grid-premium-v8',
  '@mui/x-charts-pro': '@mui/x-charts-pro-v8',
  '@mui/x-date-pickers-pro': '@mui/x-date-pickers-pro-v8',
  '@mui/x-tree-view-pro': '@mui/x-tree-view-pro-v8',
};

/** The folders whose files are v8 pages or demos: `docs/` and its translations. */
export function v8SourceDirectories(siteDir: string, locales: readonly string[]): string[] {
  return [
    path.join(siteDir, 'docs'),
    ...locales.map((locale) => path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current')),
  ];
}

/** The module search path of a v8 file: the nested v8 copies first, then the site's node_modules. */
export function v8ModuleDirectories(siteDir: string): string[] {
  const nodeModules = path.join(siteDir, 'node_modules');
  return [
    ...V8_NESTED_MODULE_DIRECTORIES.map((name) => path.join(nodeModules, name, 'node_modules')),
    nodeModules,
    'node_modules',
  ];
}

/**
 * A bundler rule scoped to the v8 sources: the imports written in `docs/` (`@mui/x-data-grid`, ...)
 * resolve to the v8 packages, while every other page keeps the 7.29 packages.
 */
export default function v8PackagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'v8-packages',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              include: v8SourceDirectories(context.siteDir, context.i18n.locales),
              resolve: {modules: v8ModuleDirectories(context.siteDir), alias: V8_ALIASES},
            },
          ],
        },
      };
    },
  };
}
