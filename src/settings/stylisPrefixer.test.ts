import {compile, middleware, serialize, stringify} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import {webkitPrefixer} from './stylisPrefixer';

const css = (styles: string, plugins = [webkitPrefixer]) =>
  serialize(compile(styles), middleware([...plugins, stringify]));

describe('webkitPrefixer', () => {
  it('copies the declarations that a supported browser reads prefixed', () => {
    expect(css('.a{user-select:none;backdrop-filter:blur(4px);}')).toBe(
      '.a{-webkit-user-select:none;user-select:none;-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);}',
    );
    expect(css('.a{mask-image:url(m.svg);box-decoration-break:clone;}')).toBe(
      '.a{-webkit-mask-image:url(m.svg);mask-image:url(m.svg);-webkit-box-decoration-break:clone;box-decoration-break:clone;}',
    );
  });

  it('leaves every other declaration and selector as written', () => {
    const styles =
      '.a{display:flex;position:sticky;appearance:none;transition:transform 1s;}.a::placeholder{color:red;}';
    expect(css(styles)).toBe(styles);
  });

  it('copies background-clip for text only', () => {
    expect(css('.a{background-clip:text;}')).toBe('.a{-webkit-background-clip:text;background-clip:text;}');
    expect(css('.a{background-clip:padding-box;}')).toBe('.a{background-clip:padding-box;}');
  });

  it('prefixes nested rules and at-rules', () => {
    expect(css('.a{&:hover{user-select:none;}@media (hover: none){user-select:auto;}}')).toBe(
      '.a:hover{-webkit-user-select:none;user-select:none;}@media (hover: none){.a{-webkit-user-select:auto;user-select:auto;}}',
    );
  });

  it('works before the right-to-left plugin, as in the RTL cache', () => {
    expect(css('.a{margin-left:4px;user-select:none;}', [webkitPrefixer, rtlPlugin])).toBe(
      '.a{margin-right:4px;-webkit-user-select:none;user-select:none;}',
    );
  });
});
