import type {PrismTheme} from 'prism-react-renderer';
import {codeThemeCss, codeThemeDark, codeThemeLight, codeThemeVariables} from './codeThemes';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

function colours(theme: PrismTheme): string[] {
  return [theme.plain.color, ...theme.styles.map((entry) => entry.style.color)].filter(
    (colour): colour is string => typeof colour === 'string',
  );
}

describe.each([
  ['light', codeThemeLight],
  ['dark', codeThemeDark],
])('the %s code theme', (_name, theme) => {
  it('keeps every token at WCAG AA contrast against the code background', () => {
    const background = theme.plain.backgroundColor as string;
    for (const colour of colours(theme)) {
      expect({colour, ratio: contrast(colour, background) >= 4.5}).toEqual({colour, ratio: true});
    }
  });
});

it('computes contrast as WCAG defines it', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

describe('the code theme of the pages', () => {
  const variable = (value: unknown) => /^var\((--code-colour-[a-z0-9]+)\)$/.exec(String(value))?.[1];
  const declared = (css: string, block: string, name: string) =>
    new RegExp(`${block.replace(/[[\]']/g, '\\$&')}\\{[^}]*${name}:([^;}]+)`).exec(css)?.[1];

  it('gives every colour through a variable, with the light and dark values of the themes above', () => {
    const css = codeThemeCss();
    const pairs: [unknown, unknown, unknown][] = [
      [codeThemeVariables.plain.color, codeThemeLight.plain.color, codeThemeDark.plain.color],
      [
        codeThemeVariables.plain.backgroundColor,
        codeThemeLight.plain.backgroundColor,
        codeThemeDark.plain.backgroundColor,
      ],
      ...codeThemeVariables.styles.map((entry, index): [unknown, unknown, unknown] => [
        entry.style.color,
        codeThemeLight.styles[index].style.color,
        codeThemeDark.styles[index].style.color,
      ]),
    ];
    for (const [value, light, dark] of pairs) {
      const name = variable(value);
      expect(name).toBeDefined();
      expect([declared(css, ':root', name!), declared(css, "[data-theme='dark']", name!)]).toEqual([light, dark]);
    }
  });

  it('keeps the token types and the other style of the light theme', () => {
    expect(codeThemeVariables.styles.map((entry) => entry.types)).toEqual(
      codeThemeLight.styles.map((entry) => entry.types),
    );
    expect(codeThemeVariables.styles[0].style.fontStyle).toBe('italic');
  });
});
