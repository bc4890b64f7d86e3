import {ADBLOCK_PLEA_CHANCE} from './constants';

/**
 * What the slot shows, named as in the event labels: the network's ad, an in-house fallback when
 * the network never showed, the adblock plea instead of that fallback, or an in-house ad in place
 * of the network's default backer ad.
 */
export type AdSource = 'carbon' | 'in-house' | 'in-house-adblock' | 'in-house-carbon';

/** The source of a fallback: about one in five is the adblock plea. */
export function chooseFallbackSource(roll: number): AdSource {
  return roll < ADBLOCK_PLEA_CHANCE ? 'in-house-adblock' : 'in-house';
}

/** The in-house ad a roll in [0, 1) picks, uniformly; `undefined` only when the list is empty. */
export function chooseInHouseAd<T>(ads: readonly T[], roll: number): T | undefined {
  if (ads.length === 0) return undefined;
  const index = Math.floor((Number.isFinite(roll) ? roll : 0) * ads.length);
  return ads[Math.min(ads.length - 1, Math.max(0, index))];
}

export type AdSlotState = {
  /** Null while the slot waits for the network or the fallback. */
  source: AdSource | null;
  /** No more changes: the network's element was found (its ad or its backer ad). */
  settled: boolean;
  /** The roll that picks the in-house ad, drawn when one is first needed. */
  pick: number;
};

/** Random rolls travel in the events, so the reducer stays pure and replayable. */
export type AdSlotEvent =
  | {type: 'network-found'}
  | {type: 'backer-found'; pick: number}
  | {type: 'fallback'; roll: number; pick: number};

export const INITIAL_AD_SLOT_STATE: AdSlotState = {source: null, settled: false, pick: 0};

/**
 * The slot's transitions. The fallback is chosen once (later tries keep it); the network's ad
 * wins whenever it arrives; its backer ad is replaced by an in-house ad.
 */
export function adSlotReducer(state: AdSlotState, event: AdSlotEvent): AdSlotState {
  if (state.settled) return state;
  switch (event.type) {
    case 'network-found':
      return {...state, source: 'carbon', settled: true};
    case 'backer-found':
      return {source: 'in-house-carbon', settled: true, pick: state.source === null ? event.pick : state.pick};
    case 'fallback':
      return state.source === null
        ? {source: chooseFallbackSource(event.roll), settled: false, pick: event.pick}
        : state;
  }
}
