import {DECLARATION, type Middleware} from 'stylis';

/**
 * The properties that still need a `-webkit-` copy in a browser MUI supports (Chrome 109,
 * Firefox 115, Safari 15.4 and later), with the values that need it (`undefined`: every value).
 */
const WEBKIT: Readonly<Record<string, RegExp | undefined>> = {
  'user-select': undefined, // Safari
  'backdrop-filter': undefined, // Safari before 18
  'text-size-adjust': undefined, // Safari
  'box-decoration-break': undefined, // Chrome, Safari
  hyphens: undefined, // Safari before 17
  'print-color-adjust': undefined, // Chrome before 136
  'background-clip': /\btext\b/, // Chrome before 120
  mask: undefined, // Chrome before 120, for the mask properties
  'mask-image': undefined,
  'mask-size': undefined,
  'mask-position': undefined,
  'mask-repeat': undefined,
  'mask-origin': undefined,
  'mask-clip': undefined,
  'mask-composite': undefined,
  'mask-mode': undefined,
};

/**
 * Emotion's caches: a prefixer for the browsers MUI supports, in place of stylis's. Stylis's
 * prefixer targets browsers of ten years ago: it checks every declaration and every selector of
 * every rule against dozens of cases (flexbox's old syntaxes, `-ms-` grids, `::placeholder`), which
 * is a good part of the time the browser spends turning a component's styles into CSS (the Data
 * Grid's root styles alone are ~140 rules). This one copies only the declarations that a supported
 * browser still reads prefixed. The class names do not depend on it (Emotion hashes the styles
 * before they are compiled), and the server uses the same plugin, so its CSS is the browser's.
 */
export const webkitPrefixer: Middleware = (element) => {
  if (element.type !== DECLARATION || element.return) return undefined;
  const property = element.props as unknown as string;
  if (!(property in WEBKIT)) return undefined;
  const values = WEBKIT[property];
  if (values && !values.test(element.children as unknown as string)) return undefined;
  element.return = `-webkit-${element.value}${element.value}`;
  return undefined;
};
