// What the link check reads from a built page: the links it holds and the ids it offers as anchors.
// Built pages are minified (unquoted attributes, closing tags left out), so this reads start tags
// with their attributes, quoted or not, and skips the text of scripts and styles.

const ENTITIES = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/** Decodes the character references an attribute value may hold (`&amp;`, `&#39;`, `&#x2F;`). */
export function decodeAttribute(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? match;
    const code = name[1].toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

// A start tag: its name, then attributes whose values may be double-, single- or not quoted.
const START_TAG =
  /<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s*\/(?!>))*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Elements whose content is raw text: a `<a href>` inside them is not a link.
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'template']);

/** The attributes of a start tag's attribute text, names lower-cased, values decoded. */
export function parseAttributes(text) {
  const attributes = new Map();
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, decodeAttribute(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

/**
 * The links and anchor targets of a page's HTML: `links` are the `href`s of `<a>` and `<area>`
 * elements and of `<link rel="canonical|alternate">`; `ids` every `id`, and the `name` of `<a>`
 * elements (both are valid fragment targets).
 */
export function scanPage(html) {
  const links = [];
  const ids = new Set();
  const lower = html.toLowerCase();
  START_TAG.lastIndex = 0;
  let match;
  while ((match = START_TAG.exec(html)) !== null) {
    const tag = match[1].toLowerCase();
    const attributes = parseAttributes(match[2] ?? '');
    const id = attributes.get('id');
    if (id) ids.add(id);
    const href = attributes.get('href');
    if (tag === 'a' || tag === 'area') {
      if (tag === 'a' && attributes.get('name')) ids.add(attributes.get('name'));
      if (href !== undefined) links.push({href: href.trim(), tag});
    } else if (tag === 'link' && href !== undefined && /\b(canonical|alternate)\b/i.test(attributes.get('rel') ?? '')) {
      links.push({href: href.trim(), tag});
    }
    if (RAW_TEXT.has(tag)) {
      const end = lower.indexOf(`</${tag}`, START_TAG.lastIndex);
      START_TAG.lastIndex = end === -1 ? html.length : end;
    }
  }
  return {links, ids};
}
