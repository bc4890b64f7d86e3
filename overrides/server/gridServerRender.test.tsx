import React from 'react';
import {renderToString} from 'react-dom/server';
import {ServerIsland} from '../../src/components/Demo/serverIsland';
import {useIsSSR} from './gridServerRender';

function Probe(): React.ReactNode {
  return useIsSSR() ? 'waits for the browser' : 'renders';
}

describe("the server's useIsSSR for the Data Grid", () => {
  it('lets the grid render inside a demo island', () => {
    expect(
      renderToString(
        <ServerIsland.Provider value>
          <Probe />
        </ServerIsland.Provider>,
      ),
    ).toBe('renders');
  });

  it('keeps it out of the server HTML anywhere else (a hydrated grid must match the browser)', () => {
    expect(renderToString(<Probe />)).toBe('waits for the browser');
  });
});
