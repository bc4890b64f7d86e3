import type {PrismTheme} from 'prism-react-renderer';

// Code colours chosen for contrast: every token keeps at least 4.5:1 against its background
// (the stock GitHub and Dracula themes fall below it for comments, numbers and keywords).

export const codeThemeLight: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
    {types: ['string', 'attr-value', 'char', 'template-string'], style: {color: '#0a3069'}},
    {
      types: ['number', 'boolean', 'constant', 'property', 'variable', 'regex', 'entity', 'url', 'symbol'],
      style: {color: '#0550ae'},
    },
    {types: ['keyword', 'atrule', 'selector', 'attr-name', 'builtin'], style: {color: '#cf222e'}},
    {types: ['function', 'function-variable'], style: {color: '#8250df'}},
    {types: ['tag'], style: {color: '#116329'}},
    {types: ['class-name', 'maybe-class-name'], style: {color: '#953800'}},
    {types: ['inserted'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#82071e'}},
  ],
};

export const codeThemeDark: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9198a1', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: '#e6edf3'}},
    {types: ['string', 'attr-value', 'char', 'template-string'], style: {color: '#a5d6ff'}},
    {
      types: ['number', 'boolean', 'constant', 'property', 'variable', 'regex', 'entity', 'url', 'symbol'],
      style: {color: '#79c0ff'},
    },
    {types: ['keyword', 'atrule', 'selector', 'attr-name', 'builtin'], style: {color: '#ff7b72'}},
    {types: ['function', 'function-variable'], style: {color: '#d2a8ff'}},
    {types: ['tag'], style: {color: '#7ee787'}},
    {types: ['class-name', 'maybe-class-name'], style: {color: '#ffa657'}},
    {types: ['inserted'], style: {color: '#aff5b4'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
  ],
};

/** The CSS variable that holds the colour of style entry `index` (or of the plain text, or the background). */
const codeColourVariable = (slot: number | 'plain' | 'background') => `--code-colour-${slot}`;

/**
 * The theme the code blocks are rendered with, in both colour modes: each colour is a CSS
 * variable whose value `codeThemeCss` sets per mode. The HTML of a code block is thus the same in
 * light and dark mode, so a page loaded from the server keeps its highlighted code as it is (see
 * src/theme/CodeBlock), where a theme per mode would need every block rendered again in the
 * browser. The light and dark themes must list the same token types in the same order.
 */
export const codeThemeVariables: PrismTheme = {
  plain: {color: `var(${codeColourVariable('plain')})`, backgroundColor: `var(${codeColourVariable('background')})`},
  styles: codeThemeLight.styles.map((entry, index) => {
    const dark = codeThemeDark.styles[index];
    if (dark?.types.join() !== entry.types.join()) {
      throw new Error(`The light and dark code themes differ at entry ${index} (${entry.types.join(', ')}).`);
    }
    return {types: entry.types, style: {...entry.style, color: `var(${codeColourVariable(index)})`}};
  }),
};

function colourDeclarations(theme: PrismTheme): string {
  const declarations = [
    `${codeColourVariable('plain')}:${theme.plain.color}`,
    `${codeColourVariable('background')}:${theme.plain.backgroundColor}`,
    ...theme.styles.map((entry, index) => `${codeColourVariable(index)}:${entry.style.color}`),
  ];
  return declarations.join(';');
}

/** The values of `codeThemeVariables` in each colour mode (Docusaurus sets `data-theme` on `<html>`). */
export function codeThemeCss(): string {
  return `:root{${colourDeclarations(codeThemeLight)}}[data-theme='dark']{${colourDeclarations(codeThemeDark)}}`;
}
