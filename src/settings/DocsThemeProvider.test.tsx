/** @jest-environment jsdom */
import React, {Suspense, use} from 'react';
import {act, render, screen} from '@testing-library/react';
import {ClassNames, css} from '@emotion/react';
import {docsThemeFor} from './createDocsTheme';
import {DEFAULT_THEME_SETTINGS} from './themeSettings';
import {useTheme} from '@mui/material/styles';
import {DocsThemeProvider} from './DocsThemeProvider';
import {ThemeSettingsProvider} from './ThemeSettingsContext';

/** A style element in the head as the build writes it for a page with demos (overrides/server). */
function addServerStyle(emotion: string, text: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.setAttribute('data-emotion', emotion);
  style.setAttribute('data-s', '');
  style.textContent = text;
  document.head.append(style);
  return style;
}

function Waiting({chunk}: {chunk: Promise<string>}) {
  return <p>{use(chunk)}</p>;
}

describe('DocsThemeProvider', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.head.replaceChildren();
  });

  it('keeps the server variables of other settings while its island waits for its chunk, and removes them on commit', async () => {
    const serverStyle = addServerStyle('mui-vars 1prfaxn', ':root{--mui-spacing:6px;}');
    let arrive: (text: string) => void = () => undefined;
    const chunk = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    await act(async () => {
      render(
        <ThemeSettingsProvider>
          <Suspense fallback={<p>server html</p>}>
            <DocsThemeProvider>
              <Waiting chunk={chunk} />
            </DocsThemeProvider>
          </Suspense>
        </ThemeSettingsProvider>,
      );
    });
    expect(screen.getByText('server html')).toBeTruthy();
    // The waiting demos' server HTML still has its variables.
    expect(serverStyle.isConnected).toBe(true);

    await act(async () => arrive('live demo'));
    expect(await screen.findByText('live demo')).toBeTruthy();
    expect(serverStyle.isConnected).toBe(false);
    // The island's own global styles replace them.
    const islandStyles = [...document.head.querySelectorAll('style[data-emotion^="mui-vars"]')];
    const cssText = islandStyles
      .flatMap((style) => [
        style.textContent ?? '',
        ...[...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      ])
      .join('');
    expect(cssText).toContain('--mui-palette-primary-main');
  });
});

describe('DocsThemeProvider with the server styles of the page', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.head.replaceChildren();
  });

  it('adopts the server sheets where they stand and writes only styles the server did not', async () => {
    const varsName = css(docsThemeFor(DEFAULT_THEME_SETTINGS).generateStyleSheets?.() ?? []).name;
    const served = css({color: 'rebeccapurple'});
    document.head.append(document.createElement('title'));
    const vars = addServerStyle(`mui-vars ${varsName}`, ':root{--mui-spacing:8px;}');
    const rules = addServerStyle(`mui ${served.name}`, `.mui-${served.name}{color:rebeccapurple;}`);
    const siteCss = document.head.appendChild(document.createElement('link'));
    siteCss.rel = 'stylesheet';
    const moved: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => moved.push(...record.removedNodes)));
    observer.observe(document.head, {childList: true});

    await act(async () => {
      render(
        <ThemeSettingsProvider>
          <DocsThemeProvider>
            <ClassNames>
              {({css: toClass}) => (
                <>
                  <p className={toClass({color: 'rebeccapurple'})}>served</p>
                  <p className={toClass({color: 'teal'})}>new</p>
                </>
              )}
            </ClassNames>
          </DocsThemeProvider>
        </ThemeSettingsProvider>,
      );
    });
    observer.disconnect();
    expect(moved).toEqual([]);
    expect(screen.getByText('served').className).toBe(`mui-${served.name}`);
    // Both server elements stay, renamed as adopted; the one new rule goes in a sheet right after them.
    expect(vars.getAttribute('data-emotion')).toBe('mui-vars');
    expect(rules.getAttribute('data-emotion')).toBe('mui');
    const sheets = [...document.head.querySelectorAll('style')];
    expect(sheets.slice(0, 2)).toEqual([vars, rules]);
    expect(sheets).toHaveLength(3);
    expect(rules.nextSibling).toBe(sheets[2]);
    expect(sheets[2].nextSibling).toBe(siteCss);
    const added = [...(sheets[2].sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('') + sheets[2].textContent;
    expect(added).toContain('teal');
    expect(added).not.toContain('rebeccapurple');
  });
});

describe('DocsThemeProvider rendering', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-theme');
  });

  it('renders its demo once when it mounts, already in the reader mode', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    const renders: string[] = [];
    function Probe() {
      const theme = useTheme();
      renders.push(theme.palette.mode);
      return <p>demo</p>;
    }
    await act(async () => {
      render(
        <ThemeSettingsProvider>
          <DocsThemeProvider>
            <Probe />
          </DocsThemeProvider>
        </ThemeSettingsProvider>,
      );
    });
    expect(screen.getByText('demo')).toBeTruthy();
    // Neither MUI's "after hydration" render nor a colour-scheme correction renders it again.
    expect(renders).toEqual(['dark']);
  });
});
