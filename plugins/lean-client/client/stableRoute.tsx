// Stands in for react-router's `Route` in core's PendingNavigation only, through the lean-client
// plugin (see `redirectPendingRoute` in ../index.ts).
import React, {useContext, useMemo, type ReactNode} from 'react';
import {__RouterContext as RouterContext} from 'react-router';
import type {Location} from 'history';

type Props = {location: Location; render: () => ReactNode};

/**
 * The `<Route location={location} render={() => children} />` with which core's PendingNavigation
 * keeps the current page on screen while the next page's code loads: it gives the page below it
 * the router context of `location`, the page it renders.
 *
 * react-router's Route makes a new context object whenever the router's location changes, so a
 * click on a link first renders the whole current page again, every link and route switch of it,
 * with the same old location (15-25 ms on a Data Grid page), before the new page renders. This one
 * makes a new context only when the location it renders changes: on a click, nothing below it
 * renders until the new page does.
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
