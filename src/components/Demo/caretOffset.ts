/** A caret position in the DOM: a node and an offset in it. */
export type DomCaret = {node: Node; offset: number};

type CaretDocument = Document & {
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
};

/** The caret position under a point of the viewport, where the browser can tell it. */
export function caretAtPoint(x: number, y: number, doc: CaretDocument = document): DomCaret | undefined {
  if (typeof doc.caretPositionFromPoint === 'function') {
    const position = doc.caretPositionFromPoint(x, y);
    return position ? {node: position.offsetNode, offset: position.offset} : undefined;
  }
  const range = doc.caretRangeFromPoint?.(x, y);
  return range ? {node: range.startContainer, offset: range.startOffset} : undefined;
}

/**
 * The offset in `code` of a caret position in a code block that shows that code, one
 * `.token-line` element per line (highlighted or plain): where a click in the shown code puts the
 * caret once the editor replaces it. Undefined when the position is not on a line of the block.
 */
export function codeOffsetOf(block: Element, caret: DomCaret | undefined, code: string): number | undefined {
  const start = caret?.node instanceof Element ? caret.node : caret?.node.parentElement;
  const line = start?.closest('.token-line');
  if (!caret || !line || !block.contains(line)) return undefined;
  const index = [...block.querySelectorAll('.token-line')].indexOf(line);
  const lines = code.split('\n');
  if (index < 0 || index >= lines.length) return undefined;
  const range = line.ownerDocument.createRange();
  range.setStart(line, 0);
  range.setEnd(caret.node, caret.offset);
  const column = Math.min(range.toString().length, lines[index].length);
  return lines.slice(0, index).reduce((offset, text) => offset + text.length + 1, column);
}
