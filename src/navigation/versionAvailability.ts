/** Which documentation versions have each section: the version switcher and the versions page read this. */
import {productOfDocPath, VERSION_NAMES, versionByName, versionsWithProduct} from '../config/lookups';
import {PRODUCTS, type ProductId, type VersionName} from '../config/registry';

/** A product section, or `site` for the pages every version has (introduction, migration…). */
export type Section = 'site' | ProductId;

export {VERSION_NAMES};
export type DocsVersionName = VersionName;

export const SECTION_LABELS = Object.fromEntries(PRODUCTS.map((product) => [product.id, product.label])) as Record<
  ProductId,
  string
>;

/** The section a doc path belongs to: `react-charts/…` and `api/charts/…` are Charts, and so on. */
export function sectionOfDocPath(docPath: string): Section {
  return productOfDocPath(docPath)?.id ?? 'site';
}

export function versionsWithSection(section: Section): readonly DocsVersionName[] {
  if (section === 'site') return VERSION_NAMES;
  return versionsWithProduct(section).map((version) => version.name);
}

/** The product sections a version documents, in navigation order. */
export function sectionsInVersion(version: DocsVersionName): ProductId[] {
  const sections = versionByName(version)?.sections ?? [];
  return PRODUCTS.map((product) => product.id).filter((id) => sections.includes(id));
}
