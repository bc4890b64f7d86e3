/** The few shapes of the Markdown syntax tree (mdast, with its MDX and directive nodes) the converter reads. */

export type MdAttribute = {type: string; name?: string; value?: unknown};

export type MdNode = {
  type: string;
  value?: string;
  url?: string;
  name?: string | null;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  attributes?: MdAttribute[];
  children?: MdNode[];
  data?: Record<string, unknown>;
  [key: string]: unknown;
};

export type MdParent = MdNode & {children: MdNode[]};

export function text(value: string): MdNode {
  return {type: 'text', value};
}

export function strong(value: string): MdNode {
  return {type: 'strong', children: [text(value)]};
}

export function paragraph(children: MdNode[]): MdNode {
  return {type: 'paragraph', children};
}

export function heading(depth: number, value: string): MdNode {
  return {type: 'heading', depth, children: [text(value)]};
}

export function code(lang: string, value: string, meta?: string): MdNode {
  return {type: 'code', lang, meta: meta ?? null, value};
}

/** The plain text of a node: its value, or its children's joined. */
export function plainText(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

/** A JSX element's attribute written as a string (`label="npm"`), if it has one. */
export function stringAttribute(node: MdNode, name: string): string | undefined {
  const attribute = node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}
