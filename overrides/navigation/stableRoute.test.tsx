/** @jest-environment jsdom */
import React, {act, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {Router, useLocation} from 'react-router-dom';
import {createMemoryHistory, type Location} from 'history';
import {Route} from './stableRoute';

const renders: string[] = [];
function Page(): ReactNode {
  const {pathname} = useLocation();
  renders.push(pathname);
  return <p>{pathname}</p>;
}

// As core's PendingNavigation: it renders the page of the location it holds, not the router's.
function Pending({location}: {location: Location}): ReactNode {
  return <Route location={location} render={() => <Page />} />;
}

describe('the stable route of PendingNavigation', () => {
  beforeAll(() => {
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('renders nothing below it while the router moves on, then the page of the new location', () => {
    const history = createMemoryHistory({initialEntries: ['/x/react-data-grid/']});
    const shown = history.location;
    const container = document.createElement('div');
    const root = createRoot(container);
    const view = (location: Location) => (
      <Router history={history}>
        <Pending location={location} />
      </Router>
    );
    act(() => root.render(view(shown)));
    expect(renders).toEqual(['/x/react-data-grid/']);

    // A click: the router's location changes, the page on screen stays the old one, untouched.
    act(() => history.push('/x/react-data-grid/getting-started/'));
    expect(renders).toEqual(['/x/react-data-grid/']);
    expect(container.textContent).toBe('/x/react-data-grid/');

    // The next page's code has loaded: PendingNavigation renders the new location.
    act(() => root.render(view(history.location)));
    expect(renders).toEqual(['/x/react-data-grid/', '/x/react-data-grid/getting-started/']);
    expect(container.textContent).toBe('/x/react-data-grid/getting-started/');
    act(() => root.unmount());
  });
});
