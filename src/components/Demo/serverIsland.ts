import {createContext} from 'react';

/**
 * True inside a demo's island while the server renders it. An island is never hydrated (the
 * browser keeps its server HTML, then renders the demo afresh), so what renders there on the
 * server does not have to match the browser's first render: the Data Grid renders in full there
 * (overrides/server), and stays out of the server HTML everywhere else, as it is built to.
 */
export const ServerIsland = createContext(false);
