import {hoistStyles, withHoistedStyles} from './hoistStyles';

const page = [
  '<main><div class="island">',
  '<style data-emotion="mui-vars 1abc">:root{--mui-spacing:8px;}</style>',
  '<style data-emotion="mui 11a 22b">.mui-11a{color:red;}.mui-22b{margin:0;}</style>',
  '<button class="mui-11a mui-22b">One</button>',
  '</div><div class="island">',
  '<style data-emotion="mui-global 9zz">body{margin:0;}</style>',
  '<style data-emotion="mui 33c">.mui-33c{content:"<b>";}</style>',
  '<span class="mui-33c">Two</span>',
  '<style data-emotion="mui-global 9zz">body{margin:0;}</style>',
  '</div></main>',
].join('');

describe('hoistStyles', () => {
  it('takes every Emotion style element out of the body', () => {
    const {html} = hoistStyles(page);
    expect(html).toBe(
      '<main><div class="island"><button class="mui-11a mui-22b">One</button></div>' +
        '<div class="island"><span class="mui-33c">Two</span></div></main>',
    );
  });

  it("merges a cache's rules into one element, in document order, after the global sheets and variables", () => {
    const {headTags} = hoistStyles(page);
    expect(headTags).toBe(
      '<style data-emotion="mui-global 9zz" data-s="">body{margin:0;}</style>' +
        '<style data-emotion="mui-vars 1abc" data-s="">:root{--mui-spacing:8px;}</style>' +
        '<style data-emotion="mui 11a 22b 33c" data-s="">.mui-11a{color:red;}.mui-22b{margin:0;}.mui-33c{content:"<b>";}</style>',
    );
  });

  it('keeps one element per cache key, and a nonce', () => {
    const {headTags} = hoistStyles(
      '<style data-emotion="mui 1a" nonce="n0">.a{}</style><style data-emotion="muirtl 2b" nonce="n0">.b{}</style>',
    );
    expect(headTags).toBe(
      '<style data-emotion="mui 1a" data-s="" nonce="n0">.a{}</style><style data-emotion="muirtl 2b" data-s="" nonce="n0">.b{}</style>',
    );
  });

  it('leaves a page without Emotion styles, and other style elements, as they are', () => {
    const html = '<p>text</p><style>.plain{}</style><style data-emotion="mui">.client-sheet{}</style>';
    expect(hoistStyles(html)).toEqual({html, headTags: ''});
  });
});

describe('withHoistedStyles', () => {
  const result = (html: string) => ({
    html,
    collectedData: {
      metadata: {internal: {link: '<link rel="canonical" href="/x/">', title: '<title>T</title>'}},
      links: ['/x/'],
    },
  });

  it("adds the page's styles after its link tags, and keeps the rest of the render's data", () => {
    const hoisted = withHoistedStyles(result('<p>a</p><style data-emotion="mui 1a">.mui-1a{}</style>'));
    expect(hoisted.html).toBe('<p>a</p>');
    expect(hoisted.collectedData.metadata.internal).toEqual({
      link: '<link rel="canonical" href="/x/"><style data-emotion="mui 1a" data-s="">.mui-1a{}</style>',
      title: '<title>T</title>',
    });
    expect(hoisted.collectedData.links).toEqual(['/x/']);
  });

  it('returns a page without Emotion styles unchanged', () => {
    const plain = result('<p>a</p>');
    expect(withHoistedStyles(plain)).toBe(plain);
  });
});
