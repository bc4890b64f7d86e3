/** Two spaces: the indentation of the shown demo code (MUI's prettier style). */
export const INDENT = '  ';

/** A change to the editor's text: replace `from`-`to` with `insert`, then select `start`-`end`. */
export type TextChange = {from: number; to: number; insert: string; start: number; end: number};

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/**
 * What Tab (or Shift+Tab, `outdent`) does to the text and its selection: a caret gets two spaces
 * (Shift+Tab takes up to two from its line's start); a selection over lines indents or outdents
 * each of them and keeps them selected.
 */
export function indentChange(text: string, start: number, end: number, outdent: boolean): TextChange | null {
  if (!outdent && start === end) {
    return {from: start, to: end, insert: INDENT, start: start + INDENT.length, end: start + INDENT.length};
  }
  const from = lineStartOf(text, start);
  // A selection ending at the start of a line leaves that line alone.
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const toNewline = text.indexOf('\n', last);
  const to = toNewline === -1 ? text.length : toNewline;
  const lines = text.slice(from, to).split('\n');
  const removed: number[] = [];
  const changed = lines.map((line) => {
    if (!outdent) return INDENT + line;
    const count = /^ {0,2}/.exec(line)![0].length;
    removed.push(count);
    return line.slice(count);
  });
  const insert = changed.join('\n');
  if (insert === text.slice(from, to)) return null;
  if (!outdent) {
    return {from, to, insert, start: start + INDENT.length, end: end + INDENT.length * lines.length};
  }
  const firstRemoved = Math.min(removed[0], start - from);
  return {
    from,
    to,
    insert,
    start: start - firstRemoved,
    end: Math.max(start - firstRemoved, end - (to - from - insert.length)),
  };
}
