/** @jest-environment jsdom */
import React, {Suspense} from 'react';
import {render, screen} from '@testing-library/react';
import {routeCodeSettled} from '@site/src/utils/routeCode';
import {lazyDemo, loadEditImports} from './lazyDemo';

jest.mock('./demoTheme', () => ({DemoThemeProvider: {preload: jest.fn(async () => undefined)}}));

function First() {
  return <p>first demo</p>;
}
function Second() {
  return <p>second demo</p>;
}

describe('lazyDemo', () => {
  it('renders the named demo of the page module and loads the module once per demo', async () => {
    const load = jest.fn(async () => ({demo0_system: First, demo1_system: Second}));
    const LazySecond = lazyDemo(load, 'demo1_system');
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazySecond />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('second demo')).toBeTruthy();
    expect(screen.queryByText('first demo')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a page reached by a link, loads at once, holds the route until loaded, then renders without suspending', async () => {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    try {
      let finish: (module: Record<string, unknown>) => void = () => undefined;
      const load = jest.fn(() => new Promise<Record<string, unknown>>((resolve) => (finish = resolve)));
      const Demo = lazyDemo(load, 'demo0_system');
      expect(load).toHaveBeenCalledTimes(1);
      let routeReady = false;
      const settled = routeCodeSettled().then(() => (routeReady = true));
      await Promise.resolve();
      expect(routeReady).toBe(false);
      finish({demo0_system: First});
      await settled;
      render(
        <Suspense fallback={<p>loading</p>}>
          <Demo />
        </Suspense>,
      );
      expect(screen.queryByText('loading')).toBeNull();
      expect(screen.getByText('first demo')).toBeTruthy();
    } finally {
      document.documentElement.removeAttribute('data-has-hydrated');
    }
  });

  it('rejects when the module lacks the export, for the error boundary to report', async () => {
    const Missing = lazyDemo(async () => ({demo0_system: First}), 'demo3_system');
    class Boundary extends React.Component<{children: React.ReactNode}, {message?: string}> {
      state: {message?: string} = {};
      static getDerivedStateFromError(error: Error) {
        return {message: error.message};
      }
      render() {
        return this.state.message ? <p>{this.state.message}</p> : this.props.children;
      }
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Missing />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('The demo module has no component "demo3_system".')).toBeTruthy();
    spy.mockRestore();
  });

  it("loads the page's import maps for edits: the demo's own first, then every demo's", async () => {
    const own: [string, Record<string, unknown>] = ['./First.module.css', {__esModule: true, default: {}}];
    const other: [string, Record<string, unknown>] = ['@mui/x-data-grid', {__esModule: true, DataGrid: Second}];
    const demoImports = jest.fn(async () => ({demo0_system: [own], demo1_system: [other]}));
    const load = jest.fn(async () => ({demo0_system: First, demo1_system: Second, demoImports}));
    const LazyFirst = lazyDemo(load, 'demo0_system');
    await expect(LazyFirst.editImports!()).resolves.toEqual({own: [own], page: [own, other]});
    expect(demoImports).toHaveBeenCalledTimes(1);
  });

  it('gives empty import maps for a module without them, or with malformed ones', async () => {
    await expect(loadEditImports({}, 'demo0_system')).resolves.toEqual({own: [], page: []});
    const malformed = {demoImports: async () => ({demo0_system: 'not a list'})};
    await expect(loadEditImports(malformed, 'demo0_system')).resolves.toEqual({own: [], page: []});
  });
});
