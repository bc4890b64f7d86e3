import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import releasedVersions from './versions.json';
import {getBuildProfile, VERSION_OPTIONS} from './src/config/buildProfile';
import {LOCALE_CONFIGS} from './src/config/registry';
import {settingsBootScript} from './src/settings/bootScript';
import {codeThemeVariables} from './src/config/codeThemes';
import remarkLocalizedLinks from './plugins/localized-links';
import searchPlugin from './plugins/search';
import markdownPlugin from './plugins/markdown';
import {analyticsConfigFromEnv} from './src/analytics/analyticsConfig';
import {serviceWorkerConfigFromEnv} from './src/serviceWorker/serviceWorkerConfig';
import {pwaPluginOptions} from './src/serviceWorker/pwaPluginOptions';
import {adConfigFromEnv} from './src/ads/adConfig';
import remarkDemo from './plugins/demo/remarkDemo';
import remarkSandboxListing from './plugins/demo/remarkSandboxListing';
import demoTailwindPlugin from './plugins/demo/tailwindPlugin';
import {legacyRedirects} from './src/navigation/legacyPages';
import apiDocsPlugin from './plugins/api-docs';
import v8PackagesPlugin from './plugins/v8-packages';
import leanClientPlugin from './plugins/lean-client';
import overridesPlugin from './overrides';
import codeBlocksPlugin from './plugins/code-blocks';
import {apiSidebarItemsGenerator} from './plugins/api-docs/sidebar';

const profile = getBuildProfile(process.env, releasedVersions);
// Docusaurus builds one locale at a time and sets this variable for each.
const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';
const isDefaultLocale = currentLocale === 'en';
const brokenLinkSeverity = isDefaultLocale ? 'throw' : 'warn';

const config = {
  title: 'MUI X',
  tagline: 'Advanced React components for complex use cases: Data Grid, Date and Time Pickers, Charts and Tree View.',
  favicon: 'img/favicon.svg',
  url: 'https://mui.com',
  baseUrl: '/x/',
  trailingSlash: true,
  organizationName: 'mui',
  projectName: 'mui-x',

  future: {
    v4: true,
    faster: true,
  },

  headTags: [{tagName: 'script', attributes: {}, innerHTML: settingsBootScript}],

  // Settings read by the site's own code at runtime (ads, analytics, service worker, search...).
  customFields: {
    analytics: analyticsConfigFromEnv(process.env),
    serviceWorker: serviceWorkerConfigFromEnv(process.env),
    ads: adConfigFromEnv(process.env),
  },

  // Modules run on every page in the browser (analytics listeners, service-worker registration...).
  clientModules: [
    './src/analytics/clientModule.ts',
    './src/serviceWorker/clientModule.ts',
    './src/components/CodeHighlighter/clientModule.ts',
  ],

  plugins: [
    ['@docusaurus/plugin-pwa', pwaPluginOptions],
    demoTailwindPlugin,
    v8PackagesPlugin,
    leanClientPlugin,
    overridesPlugin,
    codeBlocksPlugin,
    ['@docusaurus/plugin-client-redirects', {redirects: legacyRedirects(profile.versions)}],
    [apiDocsPlugin, {versions: profile.versions}],
    // Search: a Pagefind index per locale, built from the rendered pages after each locale's build.
    searchPlugin,
    // Every page also as Markdown (`<page URL>index.md`) and an llms.txt per version, after each locale's build.
    markdownPlugin,
  ],

  onBrokenLinks: brokenLinkSeverity,
  onBrokenAnchors: brokenLinkSeverity,
  markdown: {
    hooks: {onBrokenMarkdownLinks: brokenLinkSeverity},
  },

  i18n: {
    defaultLocale: 'en',
    locales: profile.locales,
    localeConfigs: LOCALE_CONFIGS,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator: apiSidebarItemsGenerator,
          lastVersion: releasedVersions[0],
          onlyIncludeVersions: profile.versions,
          versions: Object.fromEntries(profile.versions.map((name) => [name, VERSION_OPTIONS[name]])),
          showLastUpdateTime: false,
          beforeDefaultRemarkPlugins: [
            [remarkLocalizedLinks, {siteDir: __dirname, locale: currentLocale, defaultLocale: 'en'}],
          ],
          remarkPlugins: [
            [
              remarkDemo,
              {groupDir: path.join(__dirname, 'node_modules', '.cache', 'mui-x-docs-demo-groups'), siteDir: __dirname},
            ],
            [remarkSandboxListing, {siteDir: __dirname}],
          ],
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    navbar: {
      title: 'MUI X',
      // Sized, so the title beside it keeps its place while the image loads.
      logo: {alt: 'MUI X', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'doc', docId: 'react-data-grid/index', label: 'Data Grid', position: 'left'},
        {type: 'doc', docId: 'react-date-pickers/index', label: 'Date and Time Pickers', position: 'left'},
        {type: 'doc', docId: 'react-charts/index', label: 'Charts', position: 'left'},
        {type: 'doc', docId: 'react-tree-view/index', label: 'Tree View', position: 'left'},
        // Lists only the versions that document the section being read, then "View all versions".
        {type: 'custom-versionSwitcher', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {type: 'custom-settingsButton', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Products',
          items: [
            {label: 'Data Grid', to: '/react-data-grid/'},
            {label: 'Date and Time Pickers', to: '/react-date-pickers/'},
            {label: 'Charts', to: '/react-charts/'},
            {label: 'Tree View', to: '/react-tree-view/'},
          ],
        },
        {
          title: 'Documentation',
          items: [
            {label: 'Installation', to: '/introduction/installation/'},
            {label: 'Licensing', to: '/introduction/licensing/'},
            {label: 'Migration', to: '/migration/migration-data-grid-v6/'},
            {label: 'All versions', to: '/versions/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Support', to: '/introduction/support/'},
            {label: 'Roadmap', to: '/introduction/roadmap/'},
          ],
        },
      ],
      copyright: `Documentation for the MUI X libraries. Built with Docusaurus.`,
    },
    prism: {
      // One theme for both modes: its colours are CSS variables set per mode (plugins/code-blocks).
      theme: codeThemeVariables,
      darkTheme: codeThemeVariables,
      additionalLanguages: ['bash', 'diff', 'json'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
