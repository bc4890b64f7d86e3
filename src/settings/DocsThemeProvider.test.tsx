/** @jest-environment jsdom */
import React, {Suspense, use} from 'react';
import {act, render, screen} from '@testing-library/react';
import {useTheme} from '@mui/material/styles';
import {DocsThemeProvider} from './DocsThemeProvider';
import {ThemeSettingsProvider} from './ThemeSettingsContext';

/** A style element as the server HTML of a demo carries it (MUI's CSS variables). */
function addServerGlobalStyle(): HTMLStyleElement {
  const style = document.createElement('style');
  style.setAttribute('data-emotion', 'css-global 1prfaxn');
  style.textContent = ':root{--mui-spacing:8px;}';
  document.body.append(style);
  return style;
}

function Waiting({chunk}: {chunk: Promise<string>}) {
  return <p>{use(chunk)}</p>;
}

describe('DocsThemeProvider', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps the server global styles while its island waits for its chunk, and removes them on commit', async () => {
    const serverStyle = addServerGlobalStyle();
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
    const islandStyles = [...document.head.querySelectorAll('style[data-emotion^="css-global"]')];
    const cssText = islandStyles
      .flatMap((style) => [
        style.textContent ?? '',
        ...[...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      ])
      .join('');
    expect(cssText).toContain('--mui-palette-primary-main');
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
