import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';

/** Docusaurus's default admonition keywords: `:::note` … `:::danger`. */
export const ADMONITION_KEYWORDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

/**
 * The page source as Docusaurus's MDX loader sees it before parsing (its `preprocessor`, with the
 * same helpers): `mdx-code-block` fences unwrapped, `{#id}` heading ids escaped into text, and
 * `:::note Title` written as `:::note[Title]`.
 */
export function preprocessMdx(source: string): string {
  const unwrapped = unwrapMdxCodeBlocks(source);
  const escaped = escapeMarkdownHeadingIds(unwrapped);
  return admonitionTitleToDirectiveLabel(escaped, [...ADMONITION_KEYWORDS]);
}
