/** @jest-environment jsdom */
import React from 'react';
import {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import createCache from '@emotion/cache';
import {CacheProvider, css} from '@emotion/react';
import {ThemeGlobalStyles} from './ThemeGlobalStyles';
import {docsThemeFor} from './createDocsTheme';
import {DEFAULT_THEME_SETTINGS} from './themeSettings';

const globalStyles = () => [...document.head.querySelectorAll('style[data-emotion^="css-vars"]')];
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
  // A sheet that no island uses goes once the browser is idle (here: the timer that stands in).
  const idle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
  afterEach(async () => {
    await act(async () => root.unmount());
    await idle();
    document.body.replaceChildren();
  });

  it('holds one sheet of CSS variables for all the islands of a theme, until the last one has gone', async () => {
    await render(<Islands count={3} />);
    expect(globalStyles()).toHaveLength(1);
    expect(cssOf(globalStyles()[0])).toContain('--mui-palette-primary-main');
    await render(<Islands count={1} />);
    expect(globalStyles()).toHaveLength(1);
    // The last island goes (a navigation): the sheet stays until the browser is idle, then goes.
    await render(<Islands count={0} />);
    expect(globalStyles()).toHaveLength(1);
    await idle();
    expect(globalStyles()).toHaveLength(0);
  });

  it('keeps the sheet, untouched, for an island of the same theme that opens before it went', async () => {
    await render(<Islands count={1} />);
    const sheet = globalStyles()[0];
    await render(<Islands count={0} />);
    await render(<Islands count={2} />);
    await idle();
    expect(globalStyles()).toEqual([sheet]);
    expect(cssOf(sheet)).toContain('--mui-palette-primary-main');
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

  it("adopts the server's element of the same theme where it stands, without a new sheet", async () => {
    const name = css(docsThemeFor(DEFAULT_THEME_SETTINGS).generateStyleSheets?.() ?? []).name;
    const server = document.createElement('style');
    server.setAttribute('data-emotion', `css-vars ${name}`);
    server.textContent = ':root{--mui-spacing:8px;}';
    const next = document.head.appendChild(document.createElement('link'));
    document.head.insertBefore(server, next);
    const removed: Node[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => removed.push(...record.removedNodes)),
    );
    observer.observe(document.head, {childList: true});

    await render(<Islands count={2} />);
    observer.disconnect();
    expect(globalStyles()).toEqual([server]);
    expect(server.nextSibling).toBe(next);
    expect(removed).toEqual([]);
    // Renamed: no longer taken for a server element that another theme would replace.
    expect(server.getAttribute('data-emotion')).toBe('css-vars');
    await render(<Islands count={0} />);
    await idle();
    expect(server.isConnected).toBe(false);
    next.remove();
  });

  it("leaves the server's element of another theme to DocsThemeProvider and adds its own", async () => {
    const server = document.head.appendChild(document.createElement('style'));
    server.setAttribute('data-emotion', 'css-vars 1other');
    await render(<Islands count={1} />);
    expect(globalStyles()).toHaveLength(2);
    expect(server.getAttribute('data-emotion')).toBe('css-vars 1other');
    expect(cssOf(globalStyles()[1])).toContain('--mui-palette-primary-main');
    server.remove();
  });
});
