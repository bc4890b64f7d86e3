/** The timer functions the ad logic schedules with; tests pass jest's fake timers or their own. */
export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Milliseconds on a monotonic clock (jest's fake timers move it too). */
  now: () => number;
};

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => performance.now(),
};

/** A source of numbers in [0, 1): `Math.random` in the browser, a seeded one in tests. */
export type RandomSource = () => number;
