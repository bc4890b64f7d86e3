import {compressToBase64} from 'lz-string';
import type {CodeStyling} from '../settings/codeStyling';
import type {CodeVariant} from '../settings/codeVariant';
import {versionByName} from '../config/lookups';
import {SANDBOX_TOOL_VERSIONS, type SandboxPins} from '../config/registry';

export type SandboxInput = {
  name: string;
  docsVersion: string;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  code: string;
  /** Files the demo imports: stylesheets of its folder, shared data sets (`data/…`), by path under `src/`. */
  files: Record<string, string>;
};

export type SandboxProject = {title: string; files: Record<string, string>; entry: string};

/** The npm package an import specifier belongs to, or undefined for a relative import. */
export function packageNameOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** What a sandbox of this docs version installs, or undefined for a version without sandboxes. */
export function sandboxPinsFor(docsVersion: string): SandboxPins | undefined {
  return versionByName(docsVersion)?.sandbox;
}

export function muiXVersionFor(docsVersion: string): string | undefined {
  return sandboxPinsFor(docsVersion)?.muiX;
}

// Peer dependencies an import brings that the code does not import itself.
const PEERS: Record<string, string[]> = {
  '@mui/material': ['@emotion/react', '@emotion/styled'],
  '@material-ui/data-grid': ['@material-ui/core', '@material-ui/styles'],
  '@material-ui/x-grid': ['@material-ui/core', '@material-ui/styles'],
};

/** The demo's own imports (and their peers), each pinned to the docs version's era. */
export function collectDependencies(code: string, pins: SandboxPins): Record<string, string> {
  const versionOf = (name: string): string =>
    pins.packages[name] ?? (name.startsWith('@mui/x-') ? pins.muiX : (SANDBOX_TOOL_VERSIONS[name] ?? 'latest'));
  const names = new Set(['react', 'react-dom']);
  for (const match of code.matchAll(/(?:^|\n)\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g)) {
    const name = packageNameOf(match[1]);
    if (name === undefined) continue;
    names.add(name);
    for (const peer of PEERS[name] ?? []) {
      if (!peer.startsWith('@emotion/') || pins.emotion) names.add(peer);
    }
  }
  return Object.fromEntries([...names].map((name) => [name, versionOf(name)]));
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

function mountLines(pins: SandboxPins, ext: string): string[] {
  const root = `document.getElementById('root')${ext === 'tsx' ? '!' : ''}`;
  const element = '  <React.StrictMode>\n    <Demo />\n  </React.StrictMode>,';
  return pins.mount === 'render'
    ? ['ReactDOM.render(', element, `  ${root},`, ');']
    : [`createRoot(${root}).render(`, element, ');'];
}

/** A Vite project that runs the demo as the page shows it (variant and styling). */
export function createSandboxProject(input: SandboxInput): SandboxProject | undefined {
  const pins = sandboxPinsFor(input.docsVersion);
  if (pins === undefined) return undefined;
  const ext = input.codeVariant === 'TS' ? 'tsx' : 'jsx';
  const tailwind = input.codeStyling === 'tailwind';
  const devDependencies: Record<string, string> = {
    vite: SANDBOX_TOOL_VERSIONS.vite,
    '@vitejs/plugin-react': SANDBOX_TOOL_VERSIONS['@vitejs/plugin-react'],
  };
  if (tailwind) {
    devDependencies.tailwindcss = SANDBOX_TOOL_VERSIONS.tailwindcss;
    devDependencies['@tailwindcss/vite'] = SANDBOX_TOOL_VERSIONS['@tailwindcss/vite'];
  }
  const packageJson = {
    name: input.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
    private: true,
    type: 'module',
    scripts: {dev: 'vite', build: 'vite build', preview: 'vite preview'},
    dependencies: sortKeys(collectDependencies(input.code, pins)),
    devDependencies: sortKeys(devDependencies),
  };
  const vitePlugins = tailwind ? 'react(), tailwindcss()' : 'react()';
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <title>${input.name}</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.${ext}"></script>\n  </body>\n</html>\n`,
    'vite.config.js': [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      ...(tailwind ? ["import tailwindcss from '@tailwindcss/vite';"] : []),
      '',
      `export default defineConfig({ plugins: [${vitePlugins}] });`,
      '',
    ].join('\n'),
    [`src/main.${ext}`]: [
      "import * as React from 'react';",
      pins.mount === 'render'
        ? "import * as ReactDOM from 'react-dom';"
        : "import { createRoot } from 'react-dom/client';",
      ...(tailwind ? ["import './index.css';"] : []),
      `import Demo from './${input.name}';`,
      '',
      ...mountLines(pins, ext),
      '',
    ].join('\n'),
    [`src/${input.name}.${ext}`]: input.code,
  };
  if (tailwind) files['src/index.css'] = "@import 'tailwindcss';\n";
  for (const [name, content] of Object.entries(input.files)) {
    // Shared data sets come as `.ts` and `.js`: the project keeps the one of its code variant.
    const script = /\.(ts|js)$/.exec(name)?.[1];
    if (script === undefined || script === (input.codeVariant === 'TS' ? 'ts' : 'js')) files[`src/${name}`] = content;
  }
  return {title: `${input.name} - MUI X ${pins.muiX}`, files, entry: `src/${input.name}.${ext}`};
}

/** The form fields of StackBlitz's POST API (`https://stackblitz.com/run`). */
export function stackBlitzFields(project: SandboxProject): Record<string, string> {
  const fields: Record<string, string> = {'project[title]': project.title, 'project[template]': 'node'};
  for (const [path, content] of Object.entries(project.files)) fields[`project[files][${path}]`] = content;
  return fields;
}

/** The `parameters` field of CodeSandbox's define API: the files, LZ-compressed, URL-safe. */
export function codeSandboxParameters(project: SandboxProject): string {
  const files = Object.fromEntries(
    Object.entries(project.files).map(([path, content]) => [path, {content, isBinary: false}]),
  );
  return compressToBase64(JSON.stringify({files})).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
