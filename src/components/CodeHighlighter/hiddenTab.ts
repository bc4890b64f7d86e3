import {createContext} from 'react';

/**
 * True inside a tab panel that is not selected (overrides/theme/TabItem). A code block rendered there
 * in the browser (a page reached by a link: the npm, pnpm and yarn tabs of each install command)
 * shows its lines plain, in the same layout, and highlights them when its tab is selected: the
 * click that opens the page does not tokenize code that nobody can see.
 */
export const HiddenTab = createContext(false);
