import {convertNodes, demoElements, type ConvertContext} from './convertTree';
import {demoBlock, type DemoLabels} from './demoBlock';
import {absoluteLink, type LinkContext} from './links';
import {heading, paragraph, stringAttribute, text, type MdNode} from './mdast';
import {preprocessMdx} from './preprocess';
import {parseMdx, stringifyMarkdown} from './remarkRuntime';

export type PageLabels = {demo: DemoLabels; admonition: (keyword: string) => string};

/** One guide page as the docs plugin loaded it for the locale being built. */
export type GuidePage = {
  title: string;
  description: string;
  /** The MDX source text. */
  source: string;
  links: LinkContext;
};

/** The page's title and description on top, unless the page starts with its own `# heading`. */
function withTitle(nodes: MdNode[], page: GuidePage): MdNode[] {
  const description = page.description.trim()
    ? [{type: 'blockquote', children: [paragraph([text(page.description.trim())])]}]
    : [];
  const [first, ...rest] = nodes;
  if (first?.type === 'heading' && first.depth === 1) return [first, ...description, ...rest];
  return [heading(1, page.title), ...description, ...nodes];
}

/**
 * A guide page's MDX as Markdown for readers and coding assistants: headings, prose, tables and
 * code kept; admonitions as quotes; each demo as its full source; links absolute; JSX, imports and
 * expressions gone. It reads the same source file as the HTML page.
 */
export async function guidePageToMarkdown(page: GuidePage, siteDir: string, labels: PageLabels): Promise<string> {
  const tree = parseMdx(preprocessMdx(page.source));
  const demos = new Map<MdNode, MdNode[]>();
  for (const element of demoElements(tree)) {
    const file = stringAttribute(element, 'file') ?? '';
    demos.set(element, await demoBlock(file, page.links.sourcePath, siteDir, labels.demo));
  }
  const context: ConvertContext = {
    link: (url) => absoluteLink(url, page.links),
    demo: (element) => demos.get(element) ?? [],
    admonitionLabel: labels.admonition,
  };
  const children = withTitle(convertNodes(tree.children, context), page);
  return stringifyMarkdown({type: 'root', children});
}
