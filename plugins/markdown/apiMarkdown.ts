import {displayName, metaDescription} from '../../src/components/ApiPage/pageText';
import type {ApiPageData} from '../api-docs/types';
import type {ApiLabels} from './labels';

export type ApiPageContext = {
  labels: ApiLabels;
  /** An absolute URL for a path below the site's origin (`/material-ui/api/input/`). */
  originUrl: (path: string) => string;
  /** An absolute URL for a path below the locale's base URL (`/react-data-grid/sorting/`). */
  siteUrl: (path: string) => string;
  /** The absolute URL of another API page of the same version and product, by export name. */
  apiPageUrl: (product: string, exportName: string) => string;
};

/** Code in a table cell: a pipe would end the cell, a backtick the code span. */
function inlineCode(value: string): string {
  const fence = value.includes('`') ? '``' : '`';
  const padded = value.startsWith('`') || value.endsWith('`') ? ` ${value} ` : value;
  return `${fence}${padded.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')}${fence}`;
}

/** JSDoc Markdown with its links absolute: `/material-ui/…` paths are mui.com pages. */
function absoluteLinks(markdown: string, context: ApiPageContext): string {
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_whole, target: string) => `](${context.originUrl(target)})`);
}

/** A description on one table line: paragraphs joined by a line break, no pipe left to end the cell. */
function cell(markdown: string, context: ApiPageContext): string {
  return absoluteLinks(markdown, context)
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' '))
    .join('<br><br>')
    .replace(/(?<!\\)\|/g, '\\|');
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function propsSection(page: ApiPageData, context: ApiPageContext): string[] {
  const {labels} = context;
  const rows = page.props.map((prop) => {
    const name = `${inlineCode(prop.name)}${prop.required ? ` (${labels.required})` : ''}`;
    const reason = prop.deprecated ? `: ${cell(prop.deprecated, context)}` : '';
    const deprecated =
      prop.deprecated === undefined ? '' : `**${labels.propDeprecated}**${reason}${/[.!?]$/.test(reason) ? '' : '.'} `;
    return [
      name,
      inlineCode(prop.type),
      prop.default === undefined ? '' : inlineCode(prop.default),
      `${deprecated}${cell(prop.description, context)}`,
    ];
  });
  const inheritance = [
    ...(page.inheritsFrom
      ? [labels.inheritsFrom(`[${page.inheritsFrom}](${context.apiPageUrl(page.product, page.inheritsFrom)})`)]
      : []),
    ...(page.inheritedNativeProps > 0 ? [labels.nativeProps(page.inheritedNativeProps)] : []),
  ];
  return [
    `## ${page.kind === 'component' ? labels.props : labels.properties}`,
    table([labels.name, labels.type, labels.default, labels.description], rows),
    ...inheritance,
  ];
}

/**
 * An API page as Markdown, from the same data as its HTML page (the api-docs plugin's, translated
 * for the locale): the description, demos, imports, then tables of props, slots and CSS classes.
 */
export function apiPageToMarkdown(page: ApiPageData, context: ApiPageContext): string {
  const {labels} = context;
  const blocks: string[] = [`# ${displayName(page.name)} API`, `> ${metaDescription(page)}`];
  if (page.deprecated !== undefined) {
    blocks.push(`> **${labels.deprecated}**${page.deprecated ? `: ${page.deprecated}` : ''}`);
  }
  if (page.description.trim()) blocks.push(absoluteLinks(page.description.trim(), context));
  if (page.demos.length > 0) {
    blocks.push(
      `## ${labels.demos}`,
      page.demos.map((demo) => `- [${demo.title}](${context.siteUrl(demo.path)})`).join('\n'),
    );
  }
  blocks.push(`## ${labels.import}`, ['```jsx', ...page.imports, '```'].join('\n'));
  blocks.push(...propsSection(page, context));
  if (page.slots.length > 0) {
    const rows = page.slots.map((slot) => [
      inlineCode(slot.name),
      slot.default === undefined ? '' : inlineCode(slot.default),
      cell(slot.description, context),
    ]);
    blocks.push(`## ${labels.slots}`, table([labels.slotName, labels.default, labels.description], rows));
  }
  if (page.classes.length > 0) {
    const rows = page.classes.map((cls) => [
      inlineCode(`.${cls.className}`),
      inlineCode(cls.key),
      cell(cls.description, context),
    ]);
    blocks.push(`## ${labels.classes}`, table([labels.className, labels.ruleName, labels.description], rows));
  }
  return `${blocks.join('\n\n')}\n`;
}
