/**
 * The MUI X release a sandbox installs for each docs version. 7.29.0 pages get 7.29.1: the
 * registry lacks 7.29.0 of the Pro and Premium packages (see the README's design notes).
 */
export const MUI_X_VERSION_BY_DOCS_VERSION: Record<string, string> = {
  '7.29.0': '7.29.1',
  current: '8.29.3',
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

/** The build tools of the generated Vite project. */
export const SANDBOX_TOOL_VERSIONS: Record<string, string> = {
  vite: '6.4.6',
  '@vitejs/plugin-react': '4.7.0',
  tailwindcss: '4.3.5',
  '@tailwindcss/vite': '4.3.5',
};
