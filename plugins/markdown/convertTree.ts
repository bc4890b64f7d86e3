import {parseMarkdownHeadingId} from '@docusaurus/utils';
import {paragraph, plainText, stringAttribute, strong, text, type MdNode} from './mdast';
import {ADMONITION_KEYWORDS} from './preprocess';

/** What the conversion needs from outside the tree. */
export type ConvertContext = {
  /** A link's absolute URL. */
  link: (url: string) => string;
  /** The Markdown of a `<Demo>` element (read beforehand: reading files is asynchronous). */
  demo: (element: MdNode) => MdNode[];
  /** The label of an admonition without a title of its own: `Note`, `备注`… */
  admonitionLabel: (keyword: string) => string;
};

const isAdmonition = (name: string | null | undefined): boolean =>
  (ADMONITION_KEYWORDS as readonly string[]).includes(name ?? '');

/** An MDX expression as text: comments (`{/* #id *\/}`) vanish, string literals (`{'*'}`) are their text. */
function expressionText(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^\/\*[\s\S]*\*\/$/.test(trimmed) || /^\/\/[^\n]*$/.test(trimmed)) return undefined;
  const literal = /^(['"`])([\s\S]*)\1$/.exec(trimmed);
  if (literal && !(literal[1] === '`' && literal[2].includes('${')) && !literal[2].includes(literal[1])) {
    return literal[2];
  }
  return `{${value}}`;
}

/** The admonition as a quote whose first line is its bold label (its own title, or the keyword's). */
function admonition(node: MdNode, context: ConvertContext): MdNode {
  const children = node.children ?? [];
  const [first, ...rest] = children;
  const hasTitle = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label = hasTitle ? plainText(first) : context.admonitionLabel(node.name ?? 'note');
  return {
    type: 'blockquote',
    children: [paragraph([strong(label)]), ...convertNodes(hasTitle ? rest : children, context)],
  };
}

/** Spaces left at the ends of a heading by a removed id would be written as `&#x20;`. */
function trimHeading(children: MdNode[]): MdNode[] {
  const trimmed = children.filter((child) => !(child.type === 'text' && child.value?.trim() === ''));
  const last = trimmed.at(-1);
  if (last?.type === 'text' && last.value !== undefined) {
    trimmed[trimmed.length - 1] = text(parseMarkdownHeadingId(last.value.trimEnd()).text.trimEnd());
  }
  const first = trimmed[0];
  if (first?.type === 'text' && first.value !== undefined) trimmed[0] = text(first.value.trimStart());
  return trimmed;
}

function convertNode(node: MdNode, context: ConvertContext): MdNode[] {
  const children = () => convertNodes(node.children ?? [], context);
  switch (node.type) {
    case 'yaml':
    case 'toml':
    case 'mdxjsEsm':
      return [];
    case 'mdxTextExpression': {
      const value = expressionText(node.value ?? '');
      return value === undefined ? [] : [text(value)];
    }
    case 'mdxFlowExpression': {
      const value = expressionText(node.value ?? '');
      return value === undefined ? [] : [paragraph([text(value)])];
    }
    case 'mdxJsxFlowElement':
      if (node.name === 'Demo') return context.demo(node);
      if (node.name === 'TabItem') {
        const label = stringAttribute(node, 'label') ?? stringAttribute(node, 'value');
        return [...(label ? [paragraph([strong(label)])] : []), ...children()];
      }
      return children();
    case 'mdxJsxTextElement':
      return children();
    case 'containerDirective':
      return isAdmonition(node.name) ? [admonition(node, context)] : children();
    case 'leafDirective':
      return [paragraph([text(`::${node.name ?? ''}`), ...children()])];
    case 'textDirective':
      return [text(`:${node.name ?? ''}`), ...(node.children?.length ? [text('['), ...children(), text(']')] : [])];
    case 'code': {
      // A ```tsx sandbox listing is shown as code; its sandbox buttons have no Markdown form.
      const meta = (node.meta ?? '').split(/\s+/).filter((word) => word && word !== 'sandbox');
      return [{...node, meta: meta.length > 0 ? meta.join(' ') : null}];
    }
    case 'link':
    case 'definition':
      return [{...node, url: context.link(node.url ?? ''), ...(node.children && {children: children()})}];
    case 'heading':
      return [{...node, children: trimHeading(children())}];
    default:
      return node.children ? [{...node, children: children()}] : [node];
  }
}

/** Nodes of an MDX tree as plain Markdown nodes: no JSX, expression, import or directive is left. */
export function convertNodes(nodes: MdNode[], context: ConvertContext): MdNode[] {
  return nodes.flatMap((node) => convertNode(node, context));
}

/** Every `<Demo>` element of a tree, in document order. */
export function demoElements(node: MdNode, found: MdNode[] = []): MdNode[] {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Demo') found.push(node);
  node.children?.forEach((child) => demoElements(child, found));
  return found;
}
