/** A small, safe reader for the Markdown found in JSDoc descriptions: no raw HTML, only safe links. */

export type InlineNode =
  | {type: 'text'; value: string}
  | {type: 'code'; value: string}
  | {type: 'strong' | 'emphasis'; children: InlineNode[]}
  | {type: 'link'; href: string; children: InlineNode[]};

export type BlockNode =
  | {type: 'paragraph'; children: InlineNode[]}
  | {type: 'list'; items: InlineNode[][]}
  | {type: 'code'; value: string};

/** Links keep only web and same-site targets; `javascript:` and other schemes become plain text. */
export function isSafeHref(href: string): boolean {
  return /^https?:\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

function pushText(nodes: InlineNode[], value: string): void {
  const last = nodes[nodes.length - 1];
  if (last?.type === 'text') last.value += value;
  else if (value) nodes.push({type: 'text', value});
}

/** Parses code spans, links, `**strong**` and `*emphasis*`; anything unmatched stays literal text. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (text.startsWith('[[', index) && text.indexOf(']]', index) > index) {
      // JSDoc in MUI X names types as [[GridRowModel]].
      const end = text.indexOf(']]', index);
      nodes.push({type: 'code', value: text.slice(index + 2, end)});
      index = end + 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', index + 1);
      if (end > index) {
        nodes.push({type: 'code', value: text.slice(index + 1, end)});
        index = end + 1;
        continue;
      }
    } else if (char === '[') {
      const close = text.indexOf('](', index + 1);
      const end = close > index ? text.indexOf(')', close + 2) : -1;
      if (close > index && end > close) {
        const href = text.slice(close + 2, end).trim();
        const children = parseInline(text.slice(index + 1, close));
        if (isSafeHref(href)) nodes.push({type: 'link', href, children});
        else children.forEach((child) => (child.type === 'text' ? pushText(nodes, child.value) : nodes.push(child)));
        index = end + 1;
        continue;
      }
    } else if (char === '*') {
      const marker = text.startsWith('**', index) ? '**' : '*';
      const end = text.indexOf(marker, index + marker.length);
      if (end > index + marker.length) {
        const children = parseInline(text.slice(index + marker.length, end));
        nodes.push({type: marker === '**' ? 'strong' : 'emphasis', children});
        index = end + marker.length;
        continue;
      }
    }
    pushText(nodes, char);
    index += 1;
  }
  return nodes;
}

const LIST_ITEM = /^\s*[-*] /;

/** Splits a description into paragraphs, bullet lists and fenced code blocks. */
export function parseMarkdown(text: string): BlockNode[] {
  const blocks: BlockNode[] = [];
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({type: 'paragraph', children: parseInline(paragraph.join(' '))});
    if (list.length) blocks.push({type: 'list', items: list.map(parseInline)});
    paragraph = [];
    list = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (line.trim().startsWith('```')) {
      flush();
      const code: string[] = [];
      for (index += 1; index < lines.length && !lines[index].trim().startsWith('```'); index += 1)
        code.push(lines[index]);
      blocks.push({type: 'code', value: code.join('\n')});
    } else if (line.trim() === '') flush();
    else if (LIST_ITEM.test(line)) {
      if (paragraph.length) flush();
      list.push(line.replace(LIST_ITEM, '').trim());
    } else if (list.length) list[list.length - 1] += ` ${line.trim()}`;
    else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
