/**
 * The shape of the reader's settings stores (theme settings, code settings): an external store for
 * `useSyncExternalStore`. The server and hydration render with `server`; the browser reads the
 * stored values on first use, and nothing is written while React renders: writes happen in
 * `dispatch` (an event handler) or when the first component subscribes (after its commit).
 */
export type SettingsStore<S, A> = {
  getSnapshot: () => S;
  getServerSnapshot: () => S;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: A) => void;
};

export type SettingsStoreOptions<S, A> = {
  server: S;
  /** The first read in the browser; `persist: true` when it should be stored (it came from the URL). */
  read: () => {state: S; persist: boolean};
  /** The next state; the very same object when nothing changes (then nothing re-renders). */
  reduce: (state: S, action: A) => S;
  persist: (state: S) => void;
  /** Told of every change made by `dispatch`, after it is stored. */
  announce?: (state: S) => void;
  /** Changes made outside the store (Docusaurus's colour mode): applied, not persisted. */
  watch?: (apply: (action: A) => void) => () => void;
};

export function createSettingsStore<S, A>(options: SettingsStoreOptions<S, A>): SettingsStore<S, A> {
  let state: S | undefined;
  let unpersisted = false;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;

  const current = (): S => {
    if (state === undefined) {
      const first = options.read();
      state = first.state;
      unpersisted = first.persist;
    }
    return state;
  };

  const apply = (action: A, persist: boolean) => {
    const previous = current();
    const next = options.reduce(previous, action);
    if (Object.is(next, previous)) return;
    state = next;
    if (persist) {
      unpersisted = false;
      options.persist(next);
      options.announce?.(next);
    }
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: current,
    getServerSnapshot: () => options.server,
    subscribe(listener) {
      listeners.add(listener);
      if (unpersisted) {
        unpersisted = false;
        options.persist(current());
      }
      stopWatching ??= options.watch?.((action) => apply(action, false));
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
    dispatch: (action) => apply(action, true),
  };
}
