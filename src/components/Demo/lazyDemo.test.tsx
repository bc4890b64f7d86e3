/** @jest-environment jsdom */
import React, {Suspense} from 'react';
import {render, screen} from '@testing-library/react';
import {lazyDemo} from './lazyDemo';

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
});
