/**
 * The site's one registry of locales, products and documentation versions. The config, the
 * version switcher, the sandboxes, the API generator, the demo and link plugins, the v8 package
 * resolver, `npm run i18n:status` and the test support all read it. Adding a version is one entry
 * in VERSIONS plus its docs folder (see the README, "Adding a version").
 *
 * Plain data with no Node or browser API: the browser bundle imports it too.
 */

export const LOCALES = ['en', 'zh', 'pt'] as const;
export type SiteLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: SiteLocale = 'en';

export const LOCALE_CONFIGS: Record<SiteLocale, {label: string; htmlLang: string}> = {
  en: {label: 'English', htmlLang: 'en'},
  zh: {label: '中文', htmlLang: 'zh-CN'},
  pt: {label: 'Português', htmlLang: 'pt-BR'},
};

export type Plan = 'community' | 'pro' | 'premium';
export type ProductId = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

export type Product = {
  id: ProductId;
  /** The product's name in the navigation and on the versions page. */
  label: string;
  /** First segment of its guide pages: `/x/react-data-grid/…`; its API pages are `/x/api/<id>/…`. */
  routeSegment: string;
  /** What analytics and the `mui:productId` meta tag report. */
  analyticsId: `x-${ProductId}`;
};

/** The four products, in navigation order. */
export const PRODUCTS: readonly Product[] = [
  {id: 'data-grid', label: 'Data Grid', routeSegment: 'react-data-grid', analyticsId: 'x-data-grid'},
  {
    id: 'date-pickers',
    label: 'Date and Time Pickers',
    routeSegment: 'react-date-pickers',
    analyticsId: 'x-date-pickers',
  },
  {id: 'charts', label: 'Charts', routeSegment: 'react-charts', analyticsId: 'x-charts'},
  {id: 'tree-view', label: 'Tree View', routeSegment: 'react-tree-view', analyticsId: 'x-tree-view'},
];

/** A published package as readers import it, with its plan. */
export type PackageRef = {name: string; plan: Plan};

/** What a sandbox installs for a docs version: the MUI X release and the packages of its era. */
export type SandboxPins = {
  /** The MUI X release, shown in the sandbox title and used for `@mui/x-*` packages not listed. */
  muiX: string;
  /** Exact versions by package name. */
  packages: Record<string, string>;
  /** How the entry file mounts the demo: React 18+ `createRoot`, or React 17's `ReactDOM.render`. */
  mount: 'createRoot' | 'render';
  /** Whether the era's Material UI runs on Emotion (v5 and later), so the sandbox installs it. */
  emotion: boolean;
};

export type VersionName = 'current' | '7.29.0' | '6' | '5' | '4';

export type DocsVersion = {
  /** The Docusaurus version name ('current' is the `docs/` folder). */
  name: VersionName;
  label: string;
  /** The MUI X major release it documents. */
  major: number;
  /** URL segment after `/x/` ('' for the root release). */
  path: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  status: 'next' | 'current' | 'archived';
  /** The English content folder, relative to the site. */
  contentDir: string;
  /** The products this version documents, in navigation order. */
  sections: readonly ProductId[];
  /** Live demos (`<Demo>`) run on this version's packages; archived versions show listings. */
  liveDemos: boolean;
  /** Locales whose pages must all be translated (`npm run i18n:status -- --check`). */
  translatedLocales: readonly SiteLocale[];
  /**
   * The packages of this version per product, as readers import them. They are installed under
   * `<name><installSuffix>` ('' for the packages the site itself runs on, `-v8` for npm aliases).
   */
  packages: Partial<Record<ProductId, readonly PackageRef[]>>;
  installSuffix: string;
  /**
   * Where those packages are installed, relative to the site, when not in its own node_modules: a
   * tree of their own for packages whose peers cannot share the site's (v4's React 17 era).
   */
  installDir?: string;
  /** Whether the API reference is generated from those installed packages. */
  apiReference: boolean;
  sandbox: SandboxPins;
};

const plans = (base: string, list: readonly Plan[]): PackageRef[] =>
  list.map((plan) => ({name: plan === 'community' ? base : `${base}-${plan}`, plan}));

const MUI_X_PACKAGES = {
  'data-grid': plans('@mui/x-data-grid', ['community', 'pro', 'premium']),
  'date-pickers': plans('@mui/x-date-pickers', ['community', 'pro']),
  charts: plans('@mui/x-charts', ['community', 'pro']),
  'tree-view': plans('@mui/x-tree-view', ['community', 'pro']),
} as const;

/** The versions the site's own live demos run on, so a sandbox behaves like the page. */
const SITE_RUNTIME: Record<string, string> = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  '@mui/material': '7.3.11',
  '@mui/icons-material': '7.3.11',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  'date-fns': '4.4.0',
  dayjs: '1.11.23',
  luxon: '3.7.2',
  moment: '2.31.0',
};

// The archived versions run on the React and Material UI of their release.
const MATERIAL_UI_V5_ERA: Record<string, string> = {
  '@mui/material': '5.18.0',
  '@mui/icons-material': '5.18.0',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  dayjs: '1.11.23',
  'date-fns': '2.30.0',
};

/** Every documentation version, newest first. The first released one is served at the root. */
export const VERSIONS: readonly DocsVersion[] = [
  {
    name: 'current',
    major: 8,
    label: 'v8',
    path: 'v8',
    banner: 'unreleased',
    status: 'next',
    contentDir: 'docs',
    sections: ['data-grid', 'date-pickers', 'charts', 'tree-view'],
    liveDemos: true,
    translatedLocales: [],
    packages: MUI_X_PACKAGES,
    installSuffix: '-v8',
    apiReference: true,
    sandbox: {muiX: '8.29.3', packages: SITE_RUNTIME, mount: 'createRoot', emotion: true},
  },
  {
    name: '7.29.0',
    major: 7,
    label: '7.29.0',
    path: '',
    banner: 'none',
    status: 'current',
    contentDir: 'versioned_docs/version-7.29.0',
    sections: ['data-grid', 'date-pickers', 'charts', 'tree-view'],
    liveDemos: true,
    translatedLocales: ['zh', 'pt'],
    packages: MUI_X_PACKAGES,
    installSuffix: '',
    apiReference: true,
    // The registry lacks 7.29.0 of the Pro and Premium packages: 7.29.1 is the first patch of all nine.
    sandbox: {muiX: '7.29.1', packages: SITE_RUNTIME, mount: 'createRoot', emotion: true},
  },
  {
    name: '6',
    major: 6,
    label: 'v6',
    path: 'v6',
    banner: 'unmaintained',
    status: 'archived',
    contentDir: 'versioned_docs/version-6',
    sections: ['data-grid', 'date-pickers', 'charts', 'tree-view'],
    liveDemos: false,
    translatedLocales: [],
    packages: {
      'data-grid': plans('@mui/x-data-grid', ['community', 'pro', 'premium']),
      'date-pickers': plans('@mui/x-date-pickers', ['community', 'pro']),
      charts: plans('@mui/x-charts', ['community']),
      'tree-view': plans('@mui/x-tree-view', ['community']),
    },
    installSuffix: '-v6',
    apiReference: true,
    sandbox: {
      muiX: '6.20.4',
      packages: {
        react: '18.3.1',
        'react-dom': '18.3.1',
        ...MATERIAL_UI_V5_ERA,
        '@mui/x-data-grid': '6.20.4',
        '@mui/x-data-grid-pro': '6.20.4',
        '@mui/x-data-grid-premium': '6.20.5',
        '@mui/x-date-pickers': '6.20.2',
        '@mui/x-date-pickers-pro': '6.20.2',
        '@mui/x-charts': '6.19.8',
        '@mui/x-tree-view': '6.17.0',
        '@mui/x-license-pro': '6.10.2',
      },
      mount: 'createRoot',
      emotion: true,
    },
  },
  {
    name: '5',
    major: 5,
    label: 'v5',
    path: 'v5',
    banner: 'unmaintained',
    status: 'archived',
    contentDir: 'versioned_docs/version-5',
    sections: ['data-grid', 'date-pickers'],
    liveDemos: false,
    translatedLocales: [],
    packages: {
      'data-grid': plans('@mui/x-data-grid', ['community', 'pro', 'premium']),
      'date-pickers': plans('@mui/x-date-pickers', ['community', 'pro']),
    },
    installSuffix: '-v5',
    apiReference: true,
    sandbox: {
      muiX: '5.17.26',
      packages: {
        react: '18.2.0',
        'react-dom': '18.2.0',
        ...MATERIAL_UI_V5_ERA,
        '@mui/x-data-grid': '5.17.26',
        '@mui/x-data-grid-pro': '5.17.26',
        '@mui/x-data-grid-premium': '5.17.26',
        '@mui/x-date-pickers': '5.0.20',
        '@mui/x-date-pickers-pro': '5.0.20',
        '@mui/x-license-pro': '5.17.12',
      },
      mount: 'createRoot',
      emotion: true,
    },
  },
  {
    name: '4',
    major: 4,
    label: 'v4',
    path: 'v4',
    banner: 'unmaintained',
    status: 'archived',
    contentDir: 'versioned_docs/version-4',
    sections: ['data-grid'],
    liveDemos: false,
    translatedLocales: [],
    packages: {
      'data-grid': [
        {name: '@material-ui/data-grid', plan: 'community'},
        {name: '@material-ui/x-grid', plan: 'pro'},
      ],
    },
    installSuffix: '',
    installDir: 'api-sources/v4',
    apiReference: true,
    sandbox: {
      muiX: '4.0.0-alpha.37',
      packages: {
        react: '17.0.2',
        'react-dom': '17.0.2',
        '@material-ui/core': '4.12.4',
        '@material-ui/styles': '4.11.5',
        '@material-ui/icons': '4.11.3',
        '@material-ui/data-grid': '4.0.0-alpha.37',
        '@material-ui/x-grid': '4.0.0-alpha.37',
      },
      mount: 'render',
      emotion: false,
    },
  },
];

/** The build tools of a sandbox's generated Vite project. */
export const SANDBOX_TOOL_VERSIONS: Record<string, string> = {
  vite: '6.4.6',
  '@vitejs/plugin-react': '4.7.0',
  tailwindcss: '4.3.5',
  '@tailwindcss/vite': '4.3.5',
};
