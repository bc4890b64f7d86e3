import type {ApiPageData} from '@site/plugins/api-docs/types';

/** The name readers know: `Unstable_PickersSectionList` is documented as `PickersSectionList`. */
export function displayName(exportName: string): string {
  return exportName.replace(/^Unstable_/, '');
}

/** The page's meta description: the first sentence of the JSDoc description, without Markdown marks. */
export function metaDescription(page: ApiPageData): string {
  const fallback = `API reference of ${displayName(page.name)}: props, slots and CSS classes.`;
  const firstParagraph =
    page.description
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  const sentence = firstParagraph.split(/(?<=\.)\s/)[0] ?? '';
  const plain = sentence.replace(/[`*]/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return plain.length >= 20 ? plain : fallback;
}
