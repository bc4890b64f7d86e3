/** The data the API extractor produces and the API pages render. Plain JSON, no TypeScript objects. */

import type {Plan, ProductId} from '../../src/config/registry';

export type {Plan, ProductId};

export type PropDoc = {
  name: string;
  /** The type as written in the declaration (short, readable). */
  type: string;
  /** The fully resolved type, when it says more than `type` (shown as expandable detail). */
  expandedType?: string;
  default?: string;
  required: boolean;
  description: string;
  /** Present when the prop is deprecated; the reason, or an empty string when none is given. */
  deprecated?: string;
};

export type SlotDoc = {name: string; description: string; default?: string};

export type CssClassDoc = {key: string; className: string; description: string};

export type ApiKind = 'component' | 'interface';

export type ApiPageData = {
  kind: ApiKind;
  /** Exported name, e.g. `DataGridPro` or `GridColDef`. */
  name: string;
  /** Route segment, e.g. `data-grid-pro`. */
  slug: string;
  product: ProductId;
  plan: Plan;
  /** Package import lines, e.g. `import { DataGrid } from '@mui/x-data-grid';`. */
  imports: string[];
  description: string;
  deprecated?: string;
  props: PropDoc[];
  slots: SlotDoc[];
  classes: CssClassDoc[];
  /** Name of the documented component whose props this one extends, if any. */
  inheritsFrom?: string;
  /** How many props come from React or the native element and are not listed. */
  inheritedNativeProps: number;
  /** Guide pages whose demos import this export. */
  demos: {title: string; path: string}[];
};

/** One version's API reference: pages grouped by product. */
export type ApiVersionData = {
  versionName: string;
  packageVersions: Record<string, string>;
  pages: ApiPageData[];
};

/**
 * What an API route receives: the page, the URL prefix of its version (for links between pages),
 * and for a version other than the current release, the same page there when it has one.
 */
export type ApiRouteProps = {page: ApiPageData; versionPath: string; currentReleasePath?: string | null};
