/** @jest-environment jsdom */
import React from 'react';
import {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import createCache from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {ThemeGlobalStyles} from './ThemeGlobalStyles';
import {docsThemeFor} from './createDocsTheme';
import {DEFAULT_THEME_SETTINGS} from './themeSettings';

const globalStyles = () => [...document.head.querySelectorAll('style[data-emotion^="css-global"]')];
const cssOf = (style: Element) =>
  [
    style.textContent ?? '',
    ...[...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  ].join('');

function Islands({count, primary}: {count: number; primary?: string}) {
  const theme = docsThemeFor({...DEFAULT_THEME_SETTINGS, paletteColors: primary ? {primary} : {}});
  return (
    <>
      {Array.from({length: count}, (_, index) => (
        <ThemeGlobalStyles key={index} theme={theme} />
      ))}
    </>
  );
}

// Tells React that these tests wrap their updates in act().
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

describe('ThemeGlobalStyles in the browser', () => {
  let root: Root;
  const cache = createCache({key: 'css', prepend: true});
  const render = (element: React.ReactElement) =>
    act(async () => root.render(<CacheProvider value={cache}>{element}</CacheProvider>));

  beforeEach(() => {
    root = createRoot(document.body.appendChild(document.createElement('div')));
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    document.body.replaceChildren();
  });

  it('holds one sheet of CSS variables for all the islands of a theme, until the last one goes', async () => {
    await render(<Islands count={3} />);
    expect(globalStyles()).toHaveLength(1);
    expect(cssOf(globalStyles()[0])).toContain('--mui-palette-primary-main');
    await render(<Islands count={1} />);
    expect(globalStyles()).toHaveLength(1);
    await render(<Islands count={0} />);
    expect(globalStyles()).toHaveLength(0);
  });

  it('swaps the sheet when the reader picks other colours', async () => {
    await render(<Islands count={2} />);
    const before = cssOf(globalStyles()[0]);
    await render(<Islands count={2} primary="teal" />);
    expect(globalStyles()).toHaveLength(1);
    const after = cssOf(globalStyles()[0]);
    expect(after).toContain('--mui-palette-primary-main');
    expect(after).not.toBe(before);
  });
});
