/** A piece of result text, marked when it matches a search token. */
export type TextPart = {text: string; marked: boolean};

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits text into marked and plain parts, matching the tokens case-insensitively (longest
 * first, so `sorting` wins over `sort`). Rendering parts as React text avoids injecting HTML.
 */
export function highlightParts(text: string, tokens: readonly string[]): TextPart[] {
  const usable = [...new Set(tokens.filter((token) => token.trim() !== ''))].sort((a, b) => b.length - a.length);
  if (usable.length === 0 || text === '') return text === '' ? [] : [{text, marked: false}];
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((piece) => piece !== '')
    .map((piece) => ({text: piece, marked: usable.some((token) => token.toLowerCase() === piece.toLowerCase())}));
}

/**
 * A window of at most `maxLength` characters of text around the first match, with an ellipsis
 * on each side that was cut. Without a match, the start of the text.
 */
export function excerpt(text: string, tokens: readonly string[], maxLength: number): string {
  if (text.length <= maxLength) return text;
  const lower = text.toLowerCase();
  const positions = tokens
    .filter((token) => token !== '')
    .map((token) => lower.indexOf(token.toLowerCase()))
    .filter((index) => index >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  const start = Math.max(0, Math.min(first - Math.floor(maxLength / 3), text.length - maxLength));
  const end = start + maxLength;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
