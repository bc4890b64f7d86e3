import {FALLBACK_AFTER_TRIES, MAX_POLL_TRIES, POLL_INTERVAL_MS} from './constants';
import {pollStep, startPolling, type NetworkPresence} from './pollSchedule';
import {browserTimers} from './timers';

describe('pollStep', () => {
  it('falls back from the 7th try and stops after the 30th', () => {
    expect(POLL_INTERVAL_MS).toBe(500);
    expect(MAX_POLL_TRIES).toBe(30);
    expect(FALLBACK_AFTER_TRIES).toBe(6);
    expect(pollStep(1)).toEqual({fallback: false, again: true});
    expect(pollStep(6)).toEqual({fallback: false, again: true});
    expect(pollStep(7)).toEqual({fallback: true, again: true});
    expect(pollStep(29)).toEqual({fallback: true, again: true});
    expect(pollStep(30)).toEqual({fallback: true, again: false});
  });
});

describe('startPolling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function poll(presenceAt: (attempt: number) => NetworkPresence) {
    let attempt = 0;
    const check = jest.fn(() => presenceAt(++attempt));
    const onFound = jest.fn();
    const fallbacks: number[] = [];
    const fallbackTimes: number[] = [];
    const onFallback = jest.fn((n: number) => {
      fallbacks.push(n);
      fallbackTimes.push(Date.now() - start);
    });
    const start = Date.now();
    const stop = startPolling({check, onFound, onFallback}, browserTimers);
    return {check, onFound, onFallback, fallbacks, fallbackTimes, stop};
  }

  it('checks at once, then every 500 ms, 30 times at most', () => {
    const {check} = poll(() => 'absent');
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(499);
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(30);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('asks for the fallback on the 7th try (3000 ms) and on every later try', () => {
    const {onFallback, fallbacks, fallbackTimes} = poll(() => 'absent');
    jest.advanceTimersByTime(2999);
    expect(onFallback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fallbacks).toEqual([7]);
    expect(fallbackTimes).toEqual([3000]);
    jest.advanceTimersByTime(60_000);
    expect(fallbacks).toEqual(Array.from({length: 24}, (_, i) => i + 7));
  });

  it('stops when the network element appears, even after the fallback', () => {
    const {onFound, fallbacks, check} = poll((n) => (n === 10 ? 'ad' : 'absent'));
    jest.advanceTimersByTime(60_000);
    expect(fallbacks).toEqual([7, 8, 9]);
    expect(onFound).toHaveBeenCalledWith('ad');
    expect(check).toHaveBeenCalledTimes(10);
  });

  it('reports the backer ad and stops', () => {
    const {onFound, onFallback} = poll((n) => (n === 2 ? 'backer' : 'absent'));
    jest.advanceTimersByTime(60_000);
    expect(onFound).toHaveBeenCalledTimes(1);
    expect(onFound).toHaveBeenCalledWith('backer');
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('does nothing more once stopped', () => {
    const {check, stop, onFallback} = poll(() => 'absent');
    jest.advanceTimersByTime(1000);
    stop();
    jest.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onFallback).not.toHaveBeenCalled();
  });
});

describe('startPolling on a busy page', () => {
  it('aims each try at its slot, so late timers do not push the fallback later', () => {
    let clock = 0;
    const scheduled: {at: number; run: () => void}[] = [];
    const lateTimers = {
      now: () => clock,
      // Every timer fires 120 ms late, as on a page whose main thread is busy.
      setTimeout: (run: () => void, ms: number) => scheduled.push({at: clock + ms + 120, run}),
      clearTimeout: () => undefined,
    };
    const fallbackTimes: number[] = [];
    startPolling({check: () => 'absent', onFound: jest.fn(), onFallback: () => fallbackTimes.push(clock)}, lateTimers);
    while (fallbackTimes.length === 0) {
      const next = scheduled.shift()!;
      clock = next.at;
      next.run();
    }
    // Six late hops would put it at 3720 ms; aiming at the slots keeps it at 3000 + 120.
    expect(fallbackTimes).toEqual([3120]);
  });
});
