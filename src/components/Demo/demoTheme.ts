import type {ReactNode} from 'react';
import {preloadable} from '@site/src/utils/preloadable';

/**
 * The theme a demo renders in (MUI, Emotion and the site's theme): it loads with the first demo
 * that renders, not with the page, or ahead of a page reached by a link (see lazyDemo.ts).
 */
export const DemoThemeProvider = preloadable<{children: ReactNode}>(() =>
  import('@site/src/settings/DocsThemeProvider').then((module) => module.default),
);
