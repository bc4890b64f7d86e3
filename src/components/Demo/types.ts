import type {ComponentType} from 'react';
import type {CodeStyling} from '@site/src/settings/codeStyling';

/**
 * One import of a demo, as its page's bundle resolved it: the specifier the reader sees in the
 * code (`./data/orders` for a shared data set) and the module, or the names the demo imports from
 * it (`default` for a default import). Written by `plugins/demo/demoImportsLoader.cjs`.
 */
export type ImportedModule = [specifier: string, module: Record<string, unknown>];

/** What an edit of a demo may import: the demo's own imports first, then those of the page's other demos. */
export type EditImports = {own: ImportedModule[]; page: ImportedModule[]};

/**
 * A demo's component. The plugin's components load on demand: they also tell whether their code
 * is there (`loaded`), and load the page's import maps, for edits.
 */
export type DemoComponent = ComponentType & {
  loaded?: () => ComponentType | undefined;
  editImports?: () => Promise<EditImports>;
};

/** One styling of a demo, as the remark plugin (`plugins/demo`) inlines it in the page. */
export type DemoVariant = {
  component: DemoComponent;
  ts: string;
  js: string;
  tsPreview?: string;
  jsPreview?: string;
  /** Files the demo imports, by path under the sandbox's `src/`: stylesheets of its folder, shared data sets. */
  files: Record<string, string>;
};

export type DemoData = {
  /** The file name without extension, e.g. `BasicGrid`; also the `data-demo` attribute. */
  name: string;
  /** The docs version of the page: `current` (v8) or a released version's name. */
  docsVersion: string;
  variants: Partial<Record<CodeStyling, DemoVariant>>;
};
