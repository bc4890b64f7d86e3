import {useContext} from 'react';
import {ServerIsland} from '../../src/components/Demo/serverIsland';

/**
 * Stands in for the Data Grid's `useIsSSR` in the server bundle only (see ./index.ts): the grid
 * renders inside a demo's island, which the browser never hydrates. Anywhere else it answers as
 * the grid's own hook does on the server, so that a grid hydrated with its page still matches.
 */
export const useIsSSR = (): boolean => !useContext(ServerIsland);
