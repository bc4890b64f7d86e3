/** One page of a version as llms.txt lists it. */
export type LlmsEntry = {
  title: string;
  /** The absolute URL of the page's Markdown. */
  markdownUrl: string;
  description: string;
};

export type LlmsSection = {title: string; entries: LlmsEntry[]};

export type LlmsHeader = {
  /** `MUI X 7.29.0`. */
  title: string;
  /** The one-line summary, shown as the file's quote. */
  summary: string;
  /** Paragraphs after the summary. */
  details: string[];
};

/** A description on one line, so a list item stays one line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Brackets in a link's text would end it early. */
function linkText(value: string): string {
  return oneLine(value).replace(/([[\]])/g, '\\$1');
}

function entryLine(entry: LlmsEntry): string {
  const description = oneLine(entry.description);
  return `- [${linkText(entry.title)}](${entry.markdownUrl})${description ? `: ${description}` : ''}`;
}

function headerLines(header: LlmsHeader): string[] {
  return [`# ${header.title}`, `> ${oneLine(header.summary)}`, ...header.details];
}

/**
 * A version's `llms.txt` (the llms.txt convention): the title, a quoted summary, details, then a
 * `##` section per part of the navigation with one line per page: title, Markdown URL, description.
 * A section without a title (it must come first) is a list among the details.
 */
export function buildLlmsTxt(header: LlmsHeader, sections: LlmsSection[]): string {
  const blocks = headerLines(header);
  for (const section of sections) {
    if (section.entries.length === 0) continue;
    const title = oneLine(section.title);
    blocks.push(...(title ? [`## ${title}`] : []), section.entries.map(entryLine).join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

/** `llms-full.txt`: the same header, then every page's Markdown in the order of llms.txt, each with its source. */
export function buildLlmsFull(
  header: LlmsHeader,
  pages: {markdownUrl: string; markdown: string}[],
  sourceLabel: string,
): string {
  const blocks = [headerLines(header).join('\n\n')];
  for (const page of pages) blocks.push(`${sourceLabel}: ${page.markdownUrl}\n\n${page.markdown.trim()}`);
  return `${blocks.join('\n\n---\n\n')}\n`;
}
