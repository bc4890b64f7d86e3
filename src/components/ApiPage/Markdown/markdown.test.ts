import {isSafeHref, parseInline, parseMarkdown} from './markdown';

describe('parseInline', () => {
  it('reads code spans, links, strong and emphasis', () => {
    expect(parseInline('Use `rows` with **care**, see [docs](https://mui.com/x/) or *not*.')).toEqual([
      {type: 'text', value: 'Use '},
      {type: 'code', value: 'rows'},
      {type: 'text', value: ' with '},
      {type: 'strong', children: [{type: 'text', value: 'care'}]},
      {type: 'text', value: ', see '},
      {type: 'link', href: 'https://mui.com/x/', children: [{type: 'text', value: 'docs'}]},
      {type: 'text', value: ' or '},
      {type: 'emphasis', children: [{type: 'text', value: 'not'}]},
      {type: 'text', value: '.'},
    ]);
  });

  it('turns the [[Type]] references of MUI X JSDoc into code', () => {
    expect(parseInline('An array of [[BarSeriesType]] objects.')).toEqual([
      {type: 'text', value: 'An array of '},
      {type: 'code', value: 'BarSeriesType'},
      {type: 'text', value: ' objects.'},
    ]);
  });

  it('drops unsafe link targets but keeps their text', () => {
    expect(parseInline('[click](javascript:run) now')).toEqual([{type: 'text', value: 'click now'}]);
  });

  it('keeps unmatched markers as literal text', () => {
    expect(parseInline('a * b and `open')).toEqual([{type: 'text', value: 'a * b and `open'}]);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://mui.com', true],
    ['/x/api/', true],
    ['#props', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
  ])('%s → %s', (href, safe) => expect(isSafeHref(href)).toBe(safe));
});

describe('parseMarkdown', () => {
  it('splits paragraphs, lists and fenced code', () => {
    const blocks = parseMarkdown('First line\ncontinues.\n\n- one\n- two\n\n```js\nconst a = 1;\n```');
    expect(blocks).toEqual([
      {type: 'paragraph', children: [{type: 'text', value: 'First line continues.'}]},
      {type: 'list', items: [[{type: 'text', value: 'one'}], [{type: 'text', value: 'two'}]]},
      {type: 'code', value: 'const a = 1;'},
    ]);
  });

  it('returns nothing for an empty description', () => {
    expect(parseMarkdown('')).toEqual([]);
  });
});
