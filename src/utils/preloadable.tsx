import React, {lazy, useState, type ComponentType, type ReactNode} from 'react';

/**
 * A component whose code loads on demand (like `React.lazy`) and that renders without suspending
 * once its code is there. A lazy component suspends on its first render even when its chunk has
 * already arrived, and React then holds the content back for at least 300 ms after the fallback it
 * showed (its throttle of Suspense reveals): a demo on a page reached by a link would appear
 * late and push the content below it down. Preloaded (`preload()`, before the page renders), it
 * renders at once.
 */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once) and resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
  /** The component, once its code has loaded. */
  loaded: () => ComponentType<P> | undefined;
};

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (loadedComponent) => {
        component = loadedComponent;
        return loadedComponent;
      },
      (error: unknown) => {
        // A failed load (a chunk that did not arrive) is tried again by the next caller.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({default: await preload()}));
  function PreloadableComponent(props: P): ReactNode {
    // Chosen once per mount: switching from the lazy component to the loaded one would remount it.
    const [Component] = useState<ComponentType<P>>(() => component ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, {preload, loaded: () => component});
}
