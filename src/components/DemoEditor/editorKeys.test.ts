import {indentChange, type TextChange} from './editorKeys';

function apply(text: string, change: TextChange | null): [string, number, number] | null {
  if (change === null) return null;
  return [text.slice(0, change.from) + change.insert + text.slice(change.to), change.start, change.end];
}

describe('indentChange', () => {
  it('inserts two spaces at the caret', () => {
    expect(apply('ab', indentChange('ab', 1, 1, false))).toEqual(['a  b', 3, 3]);
  });

  it('indents every line of a selection and keeps it selected', () => {
    const text = 'one\ntwo\nthree';
    // From inside "one" to inside "two".
    expect(apply(text, indentChange(text, 1, 5, false))).toEqual(['  one\n  two\nthree', 3, 9]);
    // A selection that ends at the start of "three" leaves it alone.
    expect(apply(text, indentChange(text, 0, 8, false))).toEqual(['  one\n  two\nthree', 2, 12]);
  });

  it('outdents the lines of the caret or the selection by up to two spaces', () => {
    expect(apply('    a', indentChange('    a', 4, 4, true))).toEqual(['  a', 2, 2]);
    const text = '  one\n two\nthree';
    expect(apply(text, indentChange(text, 3, 9, true))).toEqual(['one\ntwo\nthree', 1, 6]);
    expect(indentChange('flat', 2, 2, true)).toBeNull();
  });
});
