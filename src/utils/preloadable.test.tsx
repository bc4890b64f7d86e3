/** @jest-environment jsdom */
import React, {Suspense} from 'react';
import {act, render, screen} from '@testing-library/react';
import {preloadable} from './preloadable';

function Greeting({name}: {name: string}) {
  return <p>hello {name}</p>;
}

describe('preloadable', () => {
  it('suspends on a first render before its code is there, then shows the component', async () => {
    const Component = preloadable(async () => Greeting);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="grid" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello grid')).toBeTruthy();
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const load = jest.fn(async () => Greeting);
    const Component = preloadable(load);
    await expect(Component.preload()).resolves.toBe(Greeting);
    expect(Component.loaded()).toBe(Greeting);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="charts" />
      </Suspense>,
    );
    // Synchronously: nothing suspended, so the fallback never showed.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello charts')).toBeTruthy();
    await Component.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a mounted instance when the code arrives (no remount of the lazy one)', async () => {
    let finish: (component: typeof Greeting) => void = () => undefined;
    const Component = preloadable(() => new Promise<typeof Greeting>((resolve) => (finish = resolve)));
    const {rerender} = render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="a" />
      </Suspense>,
    );
    await act(async () => finish(Greeting));
    expect(screen.getByText('hello a')).toBeTruthy();
    const paragraph = screen.getByText('hello a');
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Component name="b" />
      </Suspense>,
    );
    expect(screen.getByText('hello b')).toBe(paragraph);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(Greeting);
    const Component = preloadable(load);
    await expect(Component.preload()).rejects.toThrow('chunk failed');
    expect(Component.loaded()).toBeUndefined();
    await expect(Component.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
