/** The product a page documents, as analytics and the `mui:productId` meta tags report it. */
import {productOfDocPath, translatedLocales, versionPathSegments} from '../config/lookups';

export type ProductId =
  | 'null'
  | 'material-ui'
  | 'joy-ui'
  | 'base-ui'
  | 'system'
  | 'x-data-grid'
  | 'x-date-pickers'
  | 'x-charts'
  | 'x-tree-view'
  | 'toolpad'
  | 'docs';

export type ProductCategoryId = 'null' | 'core' | 'x' | 'toolpad' | 'docs';

export type ProductInfo = {productId: ProductId; productCategoryId: ProductCategoryId};

const CORE_PRODUCTS = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);
const DOCS_FOLDERS = new Set(['docs', 'versions', 'production-error']);
const LOCALE_PREFIXES = new Set<string>(translatedLocales());
const VERSION_PREFIXES = new Set(versionPathSegments());

const NULL_INFO: ProductInfo = {productId: 'null', productCategoryId: 'null'};

/** The X product a path below `/x/` belongs to: `react-charts/…` and `api/charts/…` are both Charts. */
function xProductId(segments: string[]): ProductId {
  return productOfDocPath(segments.join('/'))?.analyticsId ?? 'null';
}

/**
 * Reads the product from a pathname. The site lives at `/x/`, so after the base, the locale
 * (`zh`, `pt`) and the version (`v8`, `v6`, `v5`, `v4`) are stripped, every page is an X page
 * unless its first segment names another product or a site-wide docs page.
 */
export function getProductInfo(pathname: string): ProductInfo {
  const path = typeof pathname === 'string' ? pathname.split(/[?#]/)[0] : '';
  let segments = path.split('/').filter((segment) => segment !== '');
  // The core docs put the locale before the product (`/zh/material-ui/`), this site after its base.
  if (LOCALE_PREFIXES.has(segments[0] ?? '')) segments = segments.slice(1);
  const underX = segments[0] === 'x';
  if (underX) segments = segments.slice(1);
  if (LOCALE_PREFIXES.has(segments[0] ?? '')) segments = segments.slice(1);
  if (VERSION_PREFIXES.has(segments[0] ?? '')) segments = segments.slice(1);

  const first = segments[0] ?? '';
  if (CORE_PRODUCTS.has(first)) return {productId: first as ProductId, productCategoryId: 'core'};
  if (first === 'toolpad') return {productId: 'toolpad', productCategoryId: 'toolpad'};
  if (DOCS_FOLDERS.has(first)) return {productId: 'docs', productCategoryId: 'docs'};
  if (underX) return {productId: xProductId(segments), productCategoryId: 'x'};
  return NULL_INFO;
}
