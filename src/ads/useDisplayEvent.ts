import {useEffect} from 'react';
import {scheduleDisplayEvent, sendAdEvent} from './adEvents';
import type {RandomSource, Timers} from './timers';

/** Sends the sampled, delayed display event of the ad named by `label` (none while null). */
export function useDisplayEvent(label: string | null, random: RandomSource, timers: Timers): void {
  useEffect(() => {
    if (label === null) return undefined;
    return scheduleDisplayEvent(() => sendAdEvent(window, 'display', label), random, timers);
  }, [label, random, timers]);
}
