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
