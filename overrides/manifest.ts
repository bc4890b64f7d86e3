/**
 * Every override of a private part of a dependency, with the installed versions it was checked
 * against and what the dependency must still contain for it to work. `manifest.test.ts` fails when
 * an installed version differs or a replaced file or export is gone, so an upgrade forces a look.
 * README.md in this folder is the readable form of this list.
 */
export type Touch = {
  /** The package whose file the override replaces or reads. */
  pkg: string;
  /** Where the package is installed, when not `node_modules/<pkg>` (a nested v8 copy). */
  at?: string;
  file: string;
  /** Text the file must still contain (an import the replacement hooks into, an export we use). */
  contains?: string[];
};

export type Override = {
  id: string;
  /** What it replaces or reaches into. */
  replaces: string;
  /** Our files, relative to this folder. */
  files: string[];
  /** Installed versions it was verified against (package name → version). */
  verified: Record<string, string>;
  touches: Touch[];
  /** The measured gain, and the bench row that would show its loss. */
  gain: string;
  benchRows: string[];
};

const CORE = '@docusaurus/core';
const CLASSIC = '@docusaurus/theme-classic';
const COMMON = '@docusaurus/theme-common';
const DOCUSAURUS = {[CORE]: '3.10.2', [CLASSIC]: '3.10.2', [COMMON]: '3.10.2'};

export const OVERRIDES: Override[] = [
  {
    id: 'prefetcher',
    replaces: "core's `window.docusaurus` (route prefetch and preload), imported by its client entry",
    files: ['navigation/docusaurus.ts', 'navigation/prefetcher.ts', 'replacements.ts'],
    verified: {[CORE]: DOCUSAURUS[CORE]},
    touches: [
      {pkg: CORE, file: 'lib/client/docusaurus.js'},
      {pkg: CORE, file: 'lib/client/clientEntry.js', contains: ["import docusaurus from './docusaurus';"]},
      {pkg: CORE, file: 'lib/client/preload.js'},
    ],
    gain: 'API pages: the prefetch of the links in view leaves a 120-150 ms long task at load for idle time',
    benchRows: ['desktop performance, api'],
  },
  {
    id: 'pending-navigation',
    replaces: "core's PendingNavigation (imported by its App), and react-router's private `__RouterContext`",
    files: [
      'navigation/PendingNavigation.tsx',
      'navigation/stableRoute.tsx',
      'navigation/routeReadiness.ts',
      'navigation/readiness.ts',
      'replacements.ts',
    ],
    verified: {[CORE]: DOCUSAURUS[CORE], 'react-router': '5.3.4'},
    touches: [
      {pkg: CORE, file: 'lib/client/PendingNavigation.js'},
      {pkg: CORE, file: 'lib/client/App.js', contains: ["import PendingNavigation from './PendingNavigation';"]},
      {pkg: CORE, file: 'lib/client/ClientLifecyclesDispatcher.js', contains: ['dispatchLifecycleAction']},
      {pkg: 'react-router', file: 'esm/react-router.js', contains: ['__RouterContext']},
    ],
    gain: 'client-side navigation 143 ms to 84 ms (median): the page left no longer renders once more first',
    benchRows: ['client-side navigation between Data Grid pages'],
  },
  {
    id: 'server-entry',
    replaces: "core's server bundle entry: its renderer runs, then the page's Emotion styles move to the head",
    files: ['server/serverEntry.ts', 'server/hoistStyles.ts', 'server/gridFrames.ts'],
    verified: {[CORE]: DOCUSAURUS[CORE]},
    touches: [
      {pkg: CORE, file: 'lib/client/serverEntry.js'},
      {pkg: CORE, file: 'lib/webpack/server.js', contains: ["'../client/serverEntry.js'"]},
    ],
    gain: 'Pickers page: ~100 style sheets in the body become 2 in the head; each full style recalculation ~3x cheaper',
    benchRows: ['mobile performance, pickers vs baseline - 5', 'CLS, pickers'],
  },
  {
    id: 'grid-server-render',
    replaces: "the Data Grid's private `useIsSSR` hook (v7 and v8), in the server bundle only",
    files: ['server/gridServerRender.ts', 'replacements.ts'],
    verified: {'@mui/x-data-grid': '7.29.1', '@mui/x-data-grid (v8)': '8.29.3'},
    touches: [
      {pkg: '@mui/x-data-grid', file: 'hooks/utils/useIsSSR.js'},
      {pkg: '@mui/x-data-grid', file: 'components/containers/GridRoot.js', contains: ['useIsSSR']},
      {
        pkg: '@mui/x-data-grid (v8)',
        at: 'node_modules/@mui/x-data-grid-premium-v8/node_modules/@mui/x-data-grid',
        file: 'components/containers/GridRoot.js',
        contains: ['useIsSSR'],
      },
    ],
    gain: "Data Grid pages: the grid's frame and styles come in the server HTML; ~90 ms less in the task that shows it",
    benchRows: ['mobile performance, data-grid vs baseline - 5', 'CLS, data-grid'],
  },
  {
    id: 'startup-prism',
    replaces: "theme-classic's client module that loads Prism and its languages on every page at startup",
    files: ['prism/noStartupPrism.ts', 'replacements.ts'],
    verified: {[CLASSIC]: DOCUSAURUS[CLASSIC]},
    touches: [
      {pkg: CLASSIC, file: 'lib/prism-include-languages.js', contains: ["from 'prism-react-renderer'"]},
      {pkg: CLASSIC, file: 'lib/index.js', contains: ["'./prism-include-languages'"]},
    ],
    gain: "about a third of a guide page's blocking time (Prism evaluated, every block highlighted again)",
    benchRows: ['mobile performance, guide vs baseline', 'guide page compressed JS vs baseline x 1.15'],
  },
  {
    id: 'code-block-content',
    replaces: "theme-classic's CodeBlock/Content (ejected), with theme-common's internal code-block API",
    files: [
      'theme/CodeBlock/Content/index.tsx',
      'theme/CodeBlock/Content/String.tsx',
      'theme/CodeBlock/Content/useCodeWordWrap.ts',
    ],
    verified: {[CLASSIC]: DOCUSAURUS[CLASSIC], [COMMON]: DOCUSAURUS[COMMON]},
    touches: [
      {pkg: CLASSIC, file: 'lib/theme/CodeBlock/Content/index.js'},
      {pkg: CLASSIC, file: 'lib/theme/CodeBlock/Content/styles.module.css'},
      {
        pkg: COMMON,
        file: 'lib/internal.js',
        contains: ['useCodeBlockContext', 'CodeBlockContextProvider', 'createCodeBlockMetadata', 'useCodeWordWrap'],
      },
    ],
    gain: 'code blocks keep their server HTML: no Prism and no second render of every block to hydrate a page',
    benchRows: ['mobile performance, guide vs baseline'],
  },
  {
    id: 'toc-items',
    replaces: "theme-classic's TOCItems (ejected), with theme-common's internal TOC hooks",
    files: ['theme/TOCItems/index.tsx'],
    verified: {[CLASSIC]: DOCUSAURUS[CLASSIC], [COMMON]: DOCUSAURUS[COMMON]},
    touches: [
      {pkg: CLASSIC, file: 'lib/theme/TOCItems/index.js'},
      {pkg: COMMON, file: 'lib/internal.js', contains: ['useFilteredAndTreeifiedTOC', 'useTOCHighlight']},
    ],
    gain: "the TOC's highlight starts after the new page is painted, not in the navigation's frame",
    benchRows: ['client-side navigation between Data Grid pages'],
  },
  {
    id: 'skip-to-content',
    replaces: "theme-classic's SkipToContent (ejected)",
    files: ['theme/SkipToContent/index.tsx'],
    verified: {[CLASSIC]: DOCUSAURUS[CLASSIC]},
    touches: [{pkg: CLASSIC, file: 'lib/theme/SkipToContent/index.js'}],
    gain: 'focus returns to the top after a navigation once the page is painted: one forced layout less per click',
    benchRows: ['client-side navigation between Data Grid pages'],
  },
  {
    id: 'tab-item',
    replaces: "theme-classic's TabItem (wrapped), with theme-common's internal `useTabs`",
    files: ['theme/TabItem/index.tsx'],
    verified: {[COMMON]: DOCUSAURUS[COMMON]},
    touches: [{pkg: COMMON, file: 'lib/internal.js', contains: ['useTabs']}],
    gain: 'code in hidden tab panels is highlighted when its tab is shown, not while the page loads',
    benchRows: ['mobile performance, guide vs baseline'],
  },
  {
    id: 'emotion-adapter',
    replaces: "Emotion's StyleSheet and cache internals (`tags`, `before`, `isSpeedy`, `inserted`)",
    files: ['emotion/emotionAdapter.ts'],
    verified: {'@emotion/cache': '11.14.0', '@emotion/sheet': '1.4.0'},
    touches: [
      {
        pkg: '@emotion/sheet',
        file: 'dist/emotion-sheet.esm.js',
        contains: ['this.tags', 'this.before', 'this.isSpeedy'],
      },
      {pkg: '@emotion/cache', file: 'dist/emotion-cache.browser.esm.js', contains: ['inserted']},
    ],
    gain: "the browser adopts the server's style sheets in place (see server-entry); a moved sheet recomputes the whole page's style",
    benchRows: ['mobile performance, pickers vs baseline - 5', 'CLS, pickers'],
  },
  {
    id: 'registry-module-paths',
    replaces:
      "the module paths in Docusaurus's generated route registry (client build; read only by the server render)",
    files: ['bundle/registryLoader.cjs'],
    verified: {[CORE]: DOCUSAURUS[CORE]},
    touches: [
      {
        pkg: CORE,
        file: 'lib/server/codegen/codegenRoutes.js',
        contains: ['"), "${modulePath}", require.resolveWeak("${modulePath}")],'],
      },
    ],
    gain: '~48 KB raw, ~7 KB compressed of `main` on every page (English, v8 and 7.29.0); more with every route',
    benchRows: ['route registry in main carries no module paths'],
  },
  {
    id: 'translate',
    replaces:
      "`@docusaurus/Translate` (core's lib/client/exports/Translate.js), aliased to the same lookup plus a report of missing keys",
    files: ['translate/Translate.tsx'],
    verified: {[CORE]: DOCUSAURUS[CORE]},
    touches: [
      {
        pkg: CORE,
        file: 'lib/client/exports/Translate.js',
        contains: [
          'return codeTranslations[(id ?? message)] ?? message ?? id;',
          'interpolate(localizedMessage, values)',
        ],
      },
    ],
    gain: "the specification's missing-translation warning, once per language and key, for every UI string (no speed figure)",
    benchRows: ['guide page compressed JS vs baseline x 1.15'],
  },
];
