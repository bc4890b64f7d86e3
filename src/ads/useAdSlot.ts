import {useEffect, useReducer, useRef, type RefObject} from 'react';
import {adEventLabel, type AdPlacement} from './adEvents';
import {adSlotReducer, INITIAL_AD_SLOT_STATE, type AdSlotState} from './adSource';
import type {AdShape} from './adShape';
import {findNetworkPresence} from './networkElement';
import {startPolling} from './pollSchedule';
import type {RandomSource, Timers} from './timers';
import {useDisplayEvent} from './useDisplayEvent';
import {useSessionAdShape} from './useSessionAdShape';

export type AdSlotOptions = {
  placement: AdPlacement;
  backersUrl: string;
  /** False for crawlers, disabled ads and after a crash: no polling, no events. */
  active: boolean;
  random: RandomSource;
  timers: Timers;
};

export type AdSlotModel = {
  /** Null until the browser has taken over from the server's HTML. */
  shape: AdShape | null;
  state: AdSlotState;
  /** The event label of what is shown, null while waiting. */
  label: string | null;
  /** The element the network's ad is looked for in. */
  networkRef: RefObject<HTMLSpanElement | null>;
};

/** The slot's behaviour: session shape, polling for the network, fallback, display event. */
export function useAdSlot({placement, backersUrl, active, random, timers}: AdSlotOptions): AdSlotModel {
  const shape = useSessionAdShape(random);
  const networkRef = useRef<HTMLSpanElement | null>(null);
  const [state, dispatch] = useReducer(adSlotReducer, INITIAL_AD_SLOT_STATE);
  const polling = active && shape !== null;

  useEffect(() => {
    if (!polling) return undefined;
    return startPolling(
      {
        check: () => findNetworkPresence(networkRef.current, backersUrl),
        onFound: (presence) =>
          dispatch(presence === 'ad' ? {type: 'network-found'} : {type: 'backer-found', pick: random()}),
        onFallback: () => dispatch({type: 'fallback', roll: random(), pick: random()}),
      },
      timers,
    );
  }, [polling, backersUrl, random, timers]);

  const label = state.source !== null && shape !== null ? adEventLabel(state.source, placement, shape) : null;
  useDisplayEvent(active ? label : null, random, timers);
  return {shape, state, label, networkRef};
}
