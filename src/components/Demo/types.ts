import type {ComponentType} from 'react';
import type {CodeStyling} from '@site/src/settings/codeStyling';

/** One styling of a demo, as the remark plugin (`plugins/demo`) inlines it in the page. */
export type DemoVariant = {
  component: ComponentType;
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
