import type {PrismTheme} from 'prism-react-renderer';
import {codeThemeDark, codeThemeLight} from './codeThemes';

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
