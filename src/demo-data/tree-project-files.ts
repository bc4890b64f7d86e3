/**
 * The repository of a small web application, as a file explorer shows it: the shared data set of
 * the Tree View demos about files (icons per file type, renaming, moving, actions). Demos import it
 * as `@site/src/demo-data/tree-project-files`; readers see `./data/tree-project-files`.
 */
export type ProjectFileKind = 'folder' | 'typescript' | 'react' | 'test' | 'stylesheet' | 'json' | 'markdown' | 'image';

export type ProjectFile = {
  id: string;
  label: string;
  kind: ProjectFileKind;
  /** Size on disk in kilobytes; folders have none. */
  sizeKb?: number;
  /** Date of the last commit that touched the file (YYYY-MM-DD). */
  modified?: string;
  children?: ProjectFile[];
};

export const PROJECT_FILES: ProjectFile[] = [
  {
    id: 'src',
    label: 'src',
    kind: 'folder',
    children: [
      {
        id: 'src/components',
        label: 'components',
        kind: 'folder',
        children: [
          {id: 'src/components/Header.tsx', label: 'Header.tsx', kind: 'react', sizeKb: 3.2, modified: '2024-03-18'},
          {
            id: 'src/components/Header.test.tsx',
            label: 'Header.test.tsx',
            kind: 'test',
            sizeKb: 1.9,
            modified: '2024-03-18',
          },
          {
            id: 'src/components/CartDrawer.tsx',
            label: 'CartDrawer.tsx',
            kind: 'react',
            sizeKb: 6.4,
            modified: '2024-04-02',
          },
          {
            id: 'src/components/ProductCard.tsx',
            label: 'ProductCard.tsx',
            kind: 'react',
            sizeKb: 4.1,
            modified: '2024-02-27',
          },
        ],
      },
      {
        id: 'src/hooks',
        label: 'hooks',
        kind: 'folder',
        children: [
          {id: 'src/hooks/useCart.ts', label: 'useCart.ts', kind: 'typescript', sizeKb: 2.3, modified: '2024-04-02'},
          {
            id: 'src/hooks/useDebounce.ts',
            label: 'useDebounce.ts',
            kind: 'typescript',
            sizeKb: 0.6,
            modified: '2023-11-09',
          },
        ],
      },
      {
        id: 'src/styles',
        label: 'styles',
        kind: 'folder',
        children: [
          {id: 'src/styles/global.css', label: 'global.css', kind: 'stylesheet', sizeKb: 1.4, modified: '2024-01-15'},
          {id: 'src/styles/theme.css', label: 'theme.css', kind: 'stylesheet', sizeKb: 2.8, modified: '2024-03-05'},
        ],
      },
      {id: 'src/App.tsx', label: 'App.tsx', kind: 'react', sizeKb: 2.7, modified: '2024-04-02'},
      {id: 'src/main.tsx', label: 'main.tsx', kind: 'react', sizeKb: 0.4, modified: '2023-10-30'},
    ],
  },
  {
    id: 'public',
    label: 'public',
    kind: 'folder',
    children: [
      {id: 'public/logo.svg', label: 'logo.svg', kind: 'image', sizeKb: 5.6, modified: '2023-10-30'},
      {id: 'public/hero.webp', label: 'hero.webp', kind: 'image', sizeKb: 184, modified: '2024-02-12'},
    ],
  },
  {
    id: 'docs',
    label: 'docs',
    kind: 'folder',
    children: [
      {id: 'docs/architecture.md', label: 'architecture.md', kind: 'markdown', sizeKb: 7.9, modified: '2024-03-21'},
      {id: 'docs/deployment.md', label: 'deployment.md', kind: 'markdown', sizeKb: 3.3, modified: '2024-01-08'},
    ],
  },
  {id: 'package.json', label: 'package.json', kind: 'json', sizeKb: 1.6, modified: '2024-04-02'},
  {id: 'tsconfig.json', label: 'tsconfig.json', kind: 'json', sizeKb: 0.7, modified: '2023-10-30'},
  {id: 'README.md', label: 'README.md', kind: 'markdown', sizeKb: 2.2, modified: '2024-03-21'},
];
