/**
 * What a sandbox installs for a docs version: the MUI X release, and the React, Material UI and
 * helper packages of that release's era. 7.29.0 pages get 7.29.1: the registry lacks 7.29.0 of the
 * Pro and Premium packages (see the README's design notes).
 */
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

/** The versions the site's own live demos run on, so a sandbox behaves like the page. */
export const SANDBOX_PACKAGE_VERSIONS: Record<string, string> = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  '@mui/material': '7.3.11',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  'date-fns': '4.4.0',
  dayjs: '1.11.23',
  luxon: '3.7.2',
  moment: '2.31.0',
};

// The archived versions: the last release of each major, on the React and Material UI they supported.
const MATERIAL_UI_V5_ERA: Record<string, string> = {
  '@mui/material': '5.18.0',
  '@mui/icons-material': '5.18.0',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  dayjs: '1.11.23',
  'date-fns': '2.30.0',
};

export const SANDBOX_PINS: Record<string, SandboxPins> = {
  current: {muiX: '8.29.3', packages: SANDBOX_PACKAGE_VERSIONS, mount: 'createRoot', emotion: true},
  '7.29.0': {muiX: '7.29.1', packages: SANDBOX_PACKAGE_VERSIONS, mount: 'createRoot', emotion: true},
  '6': {
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
  '5': {
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
  '4': {
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
};

/** The build tools of the generated Vite project. */
export const SANDBOX_TOOL_VERSIONS: Record<string, string> = {
  vite: '6.4.6',
  '@vitejs/plugin-react': '4.7.0',
  tailwindcss: '4.3.5',
  '@tailwindcss/vite': '4.3.5',
};
