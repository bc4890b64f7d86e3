import type {ProductId} from '../../src/config/registry';
import type {MarkdownLabels} from './labels';
import {buildLlmsFull, buildLlmsTxt, type LlmsHeader, type LlmsSection} from './llmsTxt';
import {navigationSections, type SidebarItem} from './sidebarOrder';
import {docKey, linkKey, type MarkdownPage} from './versionPages';

export type VersionLlmsInput = {
  /** `7.29.0`, `v8`… */
  versionLabel: string;
  /** The products the version documents. */
  products: readonly ProductId[];
  /** The locale's base URL, to match the navigation's link items with pages. */
  baseUrl: string;
  sidebars: Record<string, SidebarItem[]>;
  pages: MarkdownPage[];
  /** The absolute URL of the version's llms-full.txt. */
  fullUrl: string;
  labels: MarkdownLabels['llms'];
};

/** The version's pages grouped as its navigation shows them; pages it does not show come last. */
export function orderedSections(input: VersionLlmsInput): {title: string; pages: MarkdownPage[]}[] {
  const byKey = new Map(input.pages.map((page) => [page.key, page]));
  const listed = new Set<MarkdownPage>();
  // Pages at the top level of the navigation (the home page) are listed before the first section, without a heading.
  const sections = navigationSections(input.sidebars, '').map((section) => ({
    title: section.title,
    pages: section.pages.flatMap((key) => {
      const page = byKey.get(key.kind === 'doc' ? docKey(key.id) : linkKey(key.href, input.baseUrl));
      if (!page || listed.has(page)) return [];
      listed.add(page);
      return [page];
    }),
  }));
  const rest = input.pages.filter((page) => !listed.has(page) && !page.unlisted);
  return rest.length > 0 ? [...sections, {title: input.labels.otherPages, pages: rest}] : sections;
}

/** The version's `llms.txt` and `llms-full.txt`, in the same order. */
export function versionLlms(input: VersionLlmsInput): {llmsTxt: string; llmsFull: string} {
  const header: LlmsHeader = {
    title: `MUI X ${input.versionLabel}`,
    summary: input.labels.summary(input.versionLabel, input.products),
    details: [input.labels.details(input.fullUrl)],
  };
  const sections = orderedSections(input);
  const llmsSections: LlmsSection[] = sections.map((section) => ({
    title: section.title,
    entries: section.pages.map((page) => ({
      title: page.title,
      markdownUrl: page.markdownUrl,
      description: page.description,
    })),
  }));
  const inOrder = sections.flatMap((section) => section.pages);
  return {
    llmsTxt: buildLlmsTxt(header, llmsSections),
    llmsFull: buildLlmsFull(header, inOrder, input.labels.source),
  };
}
