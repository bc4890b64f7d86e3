import {excerpt, highlightParts} from './highlight';

describe('highlightParts', () => {
  it('marks every match case-insensitively and keeps the text intact', () => {
    const parts = highlightParts('Sorting: sort the rows, then SORT again', ['sort']);
    expect(parts.map((part) => part.text).join('')).toBe('Sorting: sort the rows, then SORT again');
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['Sort', 'sort', 'SORT']);
  });

  it('prefers the longest token', () => {
    expect(highlightParts('column sorting', ['sort', 'sorting'])).toEqual([
      {text: 'column ', marked: false},
      {text: 'sorting', marked: true},
    ]);
  });

  it('treats regular-expression characters in tokens as text', () => {
    expect(highlightParts('a (b) c', ['(b)'])).toEqual([
      {text: 'a ', marked: false},
      {text: '(b)', marked: true},
      {text: ' c', marked: false},
    ]);
  });

  it('marks Chinese words', () => {
    expect(highlightParts('数据表格的排序', ['排序'])).toEqual([
      {text: '数据表格的', marked: false},
      {text: '排序', marked: true},
    ]);
  });

  it('returns the text unmarked without tokens, and nothing for empty text', () => {
    expect(highlightParts('plain', [])).toEqual([{text: 'plain', marked: false}]);
    expect(highlightParts('plain', [''])).toEqual([{text: 'plain', marked: false}]);
    expect(highlightParts('', ['x'])).toEqual([]);
  });
});

describe('excerpt', () => {
  const text = `${'a'.repeat(100)} getRowId returns the id ${'b'.repeat(100)}`;

  it('keeps short text whole', () => {
    expect(excerpt('short text', ['text'], 50)).toBe('short text');
  });

  it('cuts a window around the first match with ellipses', () => {
    const result = excerpt(text, ['getrowid'], 60);
    expect(result).toContain('getRowId');
    expect(result.startsWith('…')).toBe(true);
    expect(result.endsWith('…')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(62);
  });

  it('starts at the beginning when nothing matches', () => {
    expect(excerpt(text, ['missing'], 20)).toBe(`${'a'.repeat(20)}…`);
  });
});
