// Stands in for core's `./PendingNavigation` (imported by core's App), through the lean-client
// plugin (see `redirectPendingNavigation` in ../index.ts). Same behaviour and lifecycles, plus a
// direct path for a page whose code has already loaded.
import React, {Component, type ReactNode} from 'react';
import type {Location} from 'history';
import ClientLifecyclesDispatcher, {
  dispatchLifecycleAction,
} from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {isRouteReady, markRouteReady, preloadRoute} from './routeReadiness';
import {Route} from './stableRoute';

type Props = {location: Location; children: ReactNode};
type State = {nextRouteHasLoaded: boolean};

/**
 * Keeps the current page on screen while the code of the next one loads, then shows the next one.
 *
 * When the next page's code has already loaded (the usual case: it loads when the reader points at
 * the link), the new page renders in the same pass as the router's change. Core always waits for
 * its preload promise, a microtask later; in between, the router's new location reached the links
 * and route switches of the page still shown, through the stable route's provider (React lets the
 * consumers below a provider of the same context render on the outer change), and the whole old
 * page rendered again, for nothing, before the new one: close to half of the work of a click.
 */
export default class PendingNavigation extends Component<Props, State> {
  previousLocation: Location | null = null;

  routeUpdateCleanupCb: () => void;

  constructor(props: Props) {
    super(props);
    this.state = {nextRouteHasLoaded: true};
    this.routeUpdateCleanupCb = ExecutionEnvironment.canUseDOM
      ? dispatchLifecycleAction('onRouteUpdate', {previousLocation: null, location: props.location})
      : () => undefined;
    // The page the app starts on has rendered: its code is there.
    if (ExecutionEnvironment.canUseDOM) markRouteReady(props.location.pathname);
  }

  override shouldComponentUpdate(nextProps: Props, nextState: State): boolean {
    if (nextProps.location === this.props.location) {
      // While a route loads (`nextRouteHasLoaded` false), the current page stays as it is.
      return nextState.nextRouteHasLoaded;
    }
    const nextLocation = nextProps.location;
    this.previousLocation = this.props.location;
    const cleanup = dispatchLifecycleAction('onRouteUpdate', {
      previousLocation: this.previousLocation,
      location: nextLocation,
    });
    if (isRouteReady(nextLocation.pathname)) {
      // Nothing to wait for: the lifecycle completes and the new page renders now.
      cleanup();
      this.routeUpdateCleanupCb = cleanup;
      if (!this.state.nextRouteHasLoaded) this.setState({nextRouteHasLoaded: true});
      return true;
    }
    this.routeUpdateCleanupCb = cleanup;
    this.setState({nextRouteHasLoaded: false});
    // Forced, whatever the connection (core does the same): a loading screen is worse.
    preloadRoute(nextLocation.pathname)
      .then(() => {
        this.routeUpdateCleanupCb();
        this.setState({nextRouteHasLoaded: true});
      })
      .catch((error: unknown) => {
        console.warn(error);
        // A chunk that no longer exists usually means a new deployment: load the page afresh.
        window.location.reload();
      });
    return false;
  }

  override render(): ReactNode {
    const {children, location} = this.props;
    return (
      <ClientLifecyclesDispatcher previousLocation={this.previousLocation} location={location}>
        <Route location={location} render={() => children} />
      </ClientLifecyclesDispatcher>
    );
  }
}
