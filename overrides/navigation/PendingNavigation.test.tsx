/** @jest-environment jsdom */
import React, {act, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {Router, useLocation} from 'react-router-dom';
import {createMemoryHistory} from 'history';
import PendingNavigation from './PendingNavigation';
import {preloadRoute} from './routeReadiness';

// Core's lifecycle dispatcher reads the generated client modules: here it records the calls.
const mockLifecycle: string[] = [];
jest.mock('@docusaurus/core/lib/client/ClientLifecyclesDispatcher', () => ({
  __esModule: true,
  default: ({children}: {children: ReactNode}) => children,
  dispatchLifecycleAction: (name: string, {location}: {location: {pathname: string}}) => {
    mockLifecycle.push(`${name} ${location.pathname}`);
    return () => mockLifecycle.push(`done ${location.pathname}`);
  },
}));
jest.mock('@docusaurus/ExecutionEnvironment', () => ({__esModule: true, default: {canUseDOM: true}}), {
  virtual: true,
});
// A route's code loads when the test says so.
const mockPending = new Map<string, () => void>();
jest.mock('./routeReadiness', () => {
  const {createRouteReadiness} = jest.requireActual('./readiness');
  const readiness = createRouteReadiness(
    (pathname: string) => new Promise<void>((resolve) => mockPending.set(pathname, resolve)),
  );
  return {preloadRoute: readiness.preload, isRouteReady: readiness.isReady, markRouteReady: readiness.markReady};
});

const renders: string[] = [];
function Page(): ReactNode {
  const {pathname} = useLocation();
  renders.push(pathname);
  return <p>{pathname}</p>;
}

// As core's App: the router's location goes to PendingNavigation, which renders the routes.
function AppNavigation(): ReactNode {
  const location = useLocation();
  return (
    <PendingNavigation location={location}>
      <Page />
    </PendingNavigation>
  );
}

async function loaded(pathname: string): Promise<void> {
  const loading = preloadRoute(pathname);
  await act(async () => {
    mockPending.get(pathname)?.();
    await loading;
  });
}

describe('PendingNavigation', () => {
  beforeAll(() => {
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('renders a page whose code has loaded in the same pass as the click, and keeps the page shown while code loads', async () => {
    const history = createMemoryHistory({initialEntries: ['/x/react-data-grid/']});
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() =>
      root.render(
        <Router history={history}>
          <AppNavigation />
        </Router>,
      ),
    );
    expect(container.textContent).toBe('/x/react-data-grid/');

    // The reader pointed at the link: the page's code has loaded. The click shows it at once,
    // without rendering the old page again first.
    await loaded('/x/react-data-grid/getting-started/');
    renders.length = 0;
    mockLifecycle.length = 0;
    act(() => history.push('/x/react-data-grid/getting-started/'));
    expect(container.textContent).toBe('/x/react-data-grid/getting-started/');
    expect(renders).toEqual(['/x/react-data-grid/getting-started/']);
    expect(mockLifecycle).toEqual([
      'onRouteUpdate /x/react-data-grid/getting-started/',
      'done /x/react-data-grid/getting-started/',
    ]);

    // A page whose code has not loaded: the current page stays, untouched, until it has.
    renders.length = 0;
    mockLifecycle.length = 0;
    act(() => history.push('/x/react-charts/'));
    expect(container.textContent).toBe('/x/react-data-grid/getting-started/');
    expect(renders.filter((pathname) => pathname === '/x/react-charts/')).toEqual([]);
    expect(mockLifecycle).toEqual(['onRouteUpdate /x/react-charts/']);
    await act(async () => {
      mockPending.get('/x/react-charts/')?.();
      await Promise.resolve();
    });
    expect(container.textContent).toBe('/x/react-charts/');
    expect(mockLifecycle).toEqual(['onRouteUpdate /x/react-charts/', 'done /x/react-charts/']);

    // The page the app started on counts as loaded: going back to it renders at once.
    act(() => history.push('/x/react-data-grid/'));
    expect(container.textContent).toBe('/x/react-data-grid/');
    act(() => root.unmount());
  });
});
