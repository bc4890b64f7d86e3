import {FALLBACK_AFTER_TRIES, MAX_POLL_TRIES, POLL_INTERVAL_MS} from './constants';
import type {Timers} from './timers';

/** What a look for the network's element found. */
export type NetworkPresence = 'absent' | 'ad' | 'backer';

export type PollStep = {
  /** The in-house fallback should show (from the 7th try on). */
  fallback: boolean;
  /** Another try follows after POLL_INTERVAL_MS. */
  again: boolean;
};

/** The decision after try number `attempt` (1-based) found nothing. */
export function pollStep(attempt: number): PollStep {
  return {fallback: attempt > FALLBACK_AFTER_TRIES, again: attempt < MAX_POLL_TRIES};
}

export type PollHandlers = {
  /** Looks for the network's element now. */
  check: () => NetworkPresence;
  /** The network's element is there (its own ad, or its default backer ad); polling stops. */
  onFound: (presence: Exclude<NetworkPresence, 'absent'>) => void;
  /** Called on each try after the sixth that finds nothing; polling goes on. */
  onFallback: (attempt: number) => void;
};

/**
 * Looks for the network's element now and then every POLL_INTERVAL_MS, at most MAX_POLL_TRIES
 * times. Returns a function that stops the polling.
 */
export function startPolling({check, onFound, onFallback}: PollHandlers, timers: Timers): () => void {
  let handle: unknown;
  let stopped = false;
  const start = timers.now();
  // Each try is aimed at start + (n - 1) * interval, so late timers on a busy page do not add up.
  const delayBefore = (n: number) => Math.max(0, start + (n - 1) * POLL_INTERVAL_MS - timers.now());
  const attempt = (n: number) => {
    if (stopped) return;
    const presence = check();
    if (presence !== 'absent') {
      onFound(presence);
      return;
    }
    const step = pollStep(n);
    if (step.again) handle = timers.setTimeout(() => attempt(n + 1), delayBefore(n + 1));
    if (step.fallback) onFallback(n);
  };
  attempt(1);
  return () => {
    stopped = true;
    timers.clearTimeout(handle);
  };
}
