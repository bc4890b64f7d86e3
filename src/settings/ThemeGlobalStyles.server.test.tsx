// No DOM here: the components render as on the server.
import React from 'react';
import {renderToString} from 'react-dom/server';
import createCache from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {ThemeGlobalStyles} from './ThemeGlobalStyles';
import {docsThemeFor} from './createDocsTheme';
import {DEFAULT_THEME_SETTINGS} from './themeSettings';

const theme = docsThemeFor(DEFAULT_THEME_SETTINGS);

function Page() {
  // Each page has its own cache (see emotionCacheHolder): one per render here.
  const cache = createCache({key: 'css'});
  return (
    <CacheProvider value={cache}>
      <p>first demo</p>
      <ThemeGlobalStyles theme={theme} />
      <p>second demo</p>
      <ThemeGlobalStyles theme={theme} />
      <ThemeGlobalStyles theme={docsThemeFor({...DEFAULT_THEME_SETTINGS, direction: 'rtl', spacing: 6})} />
    </CacheProvider>
  );
}

describe('ThemeGlobalStyles on the server', () => {
  it('writes the CSS variables of a theme once per page', () => {
    const html = renderToString(<Page />);
    const styles = html.match(/<style data-emotion="css-vars [^"]+"[^>]*>/g) ?? [];
    // One for the shared theme, one for the other theme.
    expect(styles).toHaveLength(2);
    expect(html).toContain('--mui-palette-primary-main');
    expect(html.indexOf('<style')).toBeGreaterThan(html.indexOf('first demo'));
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('second demo'));
    // The next page writes them again.
    expect(renderToString(<Page />).match(/<style data-emotion="css-vars /g)).toHaveLength(2);
  });
});
