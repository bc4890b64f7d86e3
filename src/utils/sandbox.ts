import {compressToBase64} from 'lz-string';
import type {CodeStyling} from '../settings/codeStyling';
import type {CodeVariant} from '../settings/codeVariant';
import {MUI_X_VERSION_BY_DOCS_VERSION, SANDBOX_PACKAGE_VERSIONS, SANDBOX_TOOL_VERSIONS} from './sandboxVersions';

export type SandboxInput = {
  name: string;
  docsVersion: string;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  code: string;
  /** Files the demo imports from its own folder (CSS modules), by file name. */
  files: Record<string, string>;
};

export type SandboxProject = {title: string; files: Record<string, string>; entry: string};

/** The npm package an import specifier belongs to, or undefined for a relative import. */
export function packageNameOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export function muiXVersionFor(docsVersion: string): string | undefined {
  return MUI_X_VERSION_BY_DOCS_VERSION[docsVersion];
}

/** The demo's own imports, each pinned: MUI X to the docs version, the rest to what the site runs. */
export function collectDependencies(code: string, muiXVersion: string): Record<string, string> {
  const dependencies: Record<string, string> = {
    react: SANDBOX_PACKAGE_VERSIONS.react,
    'react-dom': SANDBOX_PACKAGE_VERSIONS['react-dom'],
  };
  for (const match of code.matchAll(/(?:^|\n)\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g)) {
    const name = packageNameOf(match[1]);
    if (name === undefined) continue;
    dependencies[name] = name.startsWith('@mui/x-')
      ? muiXVersion
      : (SANDBOX_PACKAGE_VERSIONS[name] ?? SANDBOX_TOOL_VERSIONS[name] ?? 'latest');
  }
  if (dependencies['@mui/material']) {
    dependencies['@emotion/react'] = SANDBOX_PACKAGE_VERSIONS['@emotion/react'];
    dependencies['@emotion/styled'] = SANDBOX_PACKAGE_VERSIONS['@emotion/styled'];
  }
  return dependencies;
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** A Vite project that runs the demo as the page shows it (variant and styling). */
export function createSandboxProject(input: SandboxInput): SandboxProject | undefined {
  const muiXVersion = muiXVersionFor(input.docsVersion);
  if (muiXVersion === undefined) return undefined;
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
    dependencies: sortKeys(collectDependencies(input.code, muiXVersion)),
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
      "import { createRoot } from 'react-dom/client';",
      ...(tailwind ? ["import './index.css';"] : []),
      `import Demo from './${input.name}';`,
      '',
      `createRoot(document.getElementById('root')${ext === 'tsx' ? '!' : ''}).render(`,
      '  <React.StrictMode>\n    <Demo />\n  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
    [`src/${input.name}.${ext}`]: input.code,
  };
  if (tailwind) files['src/index.css'] = "@import 'tailwindcss';\n";
  for (const [name, content] of Object.entries(input.files)) files[`src/${name}`] = content;
  return {title: `${input.name} - MUI X ${muiXVersion}`, files, entry: `src/${input.name}.${ext}`};
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
