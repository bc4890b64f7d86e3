// The `Route` of our PendingNavigation (./PendingNavigation.tsx), in place of react-router's.
import React, {useContext, useMemo, type ReactNode} from 'react';
import {__RouterContext as RouterContext} from 'react-router';
import type {Location} from 'history';

type Props = {location: Location; render: () => ReactNode};

/**
 * The `<Route location={location} render={() => children} />` with which core's PendingNavigation
 * keeps the current page on screen while the next page's code loads: it gives the page below it
 * the router context of `location`, the page it renders.
 *
 * react-router's Route makes a new context object whenever the router's location changes; this
 * one makes a new context only when the location it renders changes, so the page below it keeps
 * the location it renders. (In the app, the router's change still reached the consumers below it
 * and rendered them again; which is why PendingNavigation renders a page whose code has loaded at
 * once, with no stale pass.)
 */
export function Route({location, render}: Props): ReactNode {
  const {history, staticContext} = useContext(RouterContext);
  const value = useMemo(
    () => ({
      history,
      location,
      staticContext,
      // As the router computes it (the root match), for the location rendered here.
      match: {path: '/', url: '/', params: {}, isExact: location.pathname === '/'},
    }),
    [history, location, staticContext],
  );
  // PendingNavigation hands a new `render` with the page to show; the same one keeps the same page.
  const page = useMemo(() => render(), [render]);
  return <RouterContext.Provider value={value}>{page}</RouterContext.Provider>;
}
