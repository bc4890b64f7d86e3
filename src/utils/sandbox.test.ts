import {decompressFromBase64} from 'lz-string';
import packageJson from '../../package.json';
import {
  codeSandboxParameters,
  collectDependencies,
  createSandboxProject,
  packageNameOf,
  stackBlitzFields,
  type SandboxInput,
} from './sandbox';
import {versionByName} from '../config/lookups';

const pinsOf = (name: string) => versionByName(name)!.sandbox;

const GRID_DEMO = `import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import styles from './Grid.module.css';

export default function Grid() {
  return <Box className={styles.root} />;
}
`;

const input: SandboxInput = {
  name: 'BasicGrid',
  docsVersion: '7.29.0',
  codeVariant: 'TS',
  codeStyling: 'css',
  code: GRID_DEMO,
  files: {'Grid.module.css': '.root { color: red; }'},
};

function packageOf(files: Record<string, string>) {
  return JSON.parse(files['package.json']) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
}

describe('packageNameOf', () => {
  it('keeps the scope and drops deep paths', () => {
    expect(packageNameOf('@mui/x-date-pickers/DatePicker')).toBe('@mui/x-date-pickers');
    expect(packageNameOf('dayjs/plugin/utc')).toBe('dayjs');
    expect(packageNameOf('react')).toBe('react');
  });

  it('ignores relative imports', () => {
    expect(packageNameOf('./Grid.module.css')).toBeUndefined();
    expect(packageNameOf('../data')).toBeUndefined();
  });
});

describe('collectDependencies', () => {
  it("pins the demo's imports, MUI X to the given release", () => {
    expect(collectDependencies(GRID_DEMO, pinsOf('7.29.0'))).toEqual({
      react: '19.2.0',
      'react-dom': '19.2.0',
      '@mui/material': '7.3.11',
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/x-data-grid': '7.29.1',
      '@mui/x-date-pickers': '7.29.1',
      dayjs: '1.11.23',
    });
  });

  it('pins what the site itself runs', () => {
    for (const [name, version] of Object.entries(pinsOf('7.29.0').packages)) {
      expect([name, packageJson.dependencies[name as keyof typeof packageJson.dependencies]]).toEqual([name, version]);
    }
  });
});

describe('createSandboxProject', () => {
  it('pins MUI X 7.29.1 on 7.29.0 pages and 8.29.3 on v8 pages', () => {
    const v7 = createSandboxProject(input);
    const v8 = createSandboxProject({...input, docsVersion: 'current'});
    expect(packageOf(v7!.files).dependencies['@mui/x-data-grid']).toBe(packageJson.dependencies['@mui/x-data-grid']);
    expect(packageOf(v8!.files).dependencies['@mui/x-data-grid']).toBe(
      packageJson.dependencies['@mui/x-data-grid-v8'].replace('npm:@mui/x-data-grid@', ''),
    );
    expect(v8!.title).toBe('BasicGrid - MUI X 8.29.3');
  });

  it('keeps the shared data set of the code variant shown', () => {
    const files = {
      ...input.files,
      'data/orders.ts': 'export const ORDERS: number[] = [];',
      'data/orders.js': 'export const ORDERS = [];',
    };
    const ts = createSandboxProject({...input, files})!.files;
    const js = createSandboxProject({...input, files, codeVariant: 'JS'})!.files;
    expect(Object.keys(ts).filter((name) => name.startsWith('src/'))).toEqual(
      expect.arrayContaining(['src/data/orders.ts', 'src/Grid.module.css']),
    );
    expect(ts['src/data/orders.js']).toBeUndefined();
    expect(js['src/data/orders.js']).toBe('export const ORDERS = [];');
    expect(js['src/data/orders.ts']).toBeUndefined();
  });

  it('has no sandbox for a version without a pinned release', () => {
    expect(createSandboxProject({...input, docsVersion: '3'})).toBeUndefined();
    expect(createSandboxProject({...input, docsVersion: 'constructor'})).toBeUndefined();
  });

  it('pins an archived v6 page to MUI X 6, React 18 and Material UI 5', () => {
    const project = createSandboxProject({...input, docsVersion: '6'})!;
    expect(packageOf(project.files).dependencies).toEqual({
      react: '18.3.1',
      'react-dom': '18.3.1',
      '@mui/material': '5.18.0',
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/x-data-grid': '6.20.4',
      '@mui/x-date-pickers': '6.20.2',
      dayjs: '1.11.23',
    });
    expect(project.title).toBe('BasicGrid - MUI X 6.20.4');
    expect(project.files['src/main.tsx']).toContain('createRoot(');
  });

  it('pins a v5 page to MUI X 5 and the v4 grid to Material UI 4 with React 17', () => {
    const v5 = createSandboxProject({...input, docsVersion: '5'})!;
    expect(packageOf(v5.files).dependencies['@mui/x-data-grid']).toBe('5.17.26');
    expect(packageOf(v5.files).dependencies['@mui/x-date-pickers']).toBe('5.0.20');
    const code = "import * as React from 'react';\nimport { DataGrid } from '@material-ui/data-grid';\n";
    const v4 = createSandboxProject({...input, docsVersion: '4', code, files: {}})!;
    expect(packageOf(v4.files).dependencies).toEqual({
      react: '17.0.2',
      'react-dom': '17.0.2',
      '@material-ui/data-grid': '4.0.0-alpha.37',
      '@material-ui/core': '4.12.4',
      '@material-ui/styles': '4.11.5',
    });
    // React 17 has no createRoot: the entry mounts with ReactDOM.render.
    expect(v4.files['src/main.tsx']).toContain("import * as ReactDOM from 'react-dom';");
    expect(v4.files['src/main.tsx']).toContain('ReactDOM.render(');
    expect(v4.files['src/main.tsx']).not.toContain('createRoot');
  });

  it('lays out a TypeScript Vite project with the demo and its stylesheet', () => {
    const project = createSandboxProject(input)!;
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/BasicGrid.tsx',
      'src/Grid.module.css',
      'src/main.tsx',
      'vite.config.js',
    ]);
    expect(project.files['src/BasicGrid.tsx']).toBe(GRID_DEMO);
    expect(project.files['src/main.tsx']).toContain("import Demo from './BasicGrid';");
    expect(project.files['index.html']).toContain('src="/src/main.tsx"');
    expect(project.entry).toBe('src/BasicGrid.tsx');
    expect(packageOf(project.files).devDependencies).toEqual({'@vitejs/plugin-react': '4.7.0', vite: '6.4.6'});
  });

  it('uses .jsx files for the JS variant and sets Tailwind up for the tailwind styling', () => {
    const project = createSandboxProject({...input, codeVariant: 'JS', codeStyling: 'tailwind', files: {}})!;
    expect(project.files['src/BasicGrid.jsx']).toBe(GRID_DEMO);
    expect(project.files['src/main.jsx']).toContain("import './index.css';");
    expect(project.files['src/main.jsx']).not.toContain("getElementById('root')!");
    expect(project.files['src/index.css']).toBe("@import 'tailwindcss';\n");
    expect(project.files['vite.config.js']).toContain('plugins: [react(), tailwindcss()]');
    expect(packageOf(project.files).devDependencies['@tailwindcss/vite']).toBe('4.3.5');
  });
});

describe('service payloads', () => {
  const project = createSandboxProject(input)!;

  it('gives StackBlitz one field per file', () => {
    const fields = stackBlitzFields(project);
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[files][src/BasicGrid.tsx]']).toBe(GRID_DEMO);
  });

  it('gives CodeSandbox the files, compressed and URL-safe', () => {
    const parameters = codeSandboxParameters(project);
    expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = JSON.parse(decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/')));
    expect(decoded.files['src/BasicGrid.tsx']).toEqual({content: GRID_DEMO, isBinary: false});
  });
});
