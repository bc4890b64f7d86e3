import {useState, useSyncExternalStore} from 'react';
import {sessionAdShape, type AdShape} from './adShape';
import type {RandomSource} from './timers';

const subscribeNothing = () => () => undefined;
const serverShape = () => null;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The session's ad shape in the browser; null on the server and while hydrating, so the server's
 * HTML (the reserved space only) and the first client render agree.
 */
export function useSessionAdShape(random: RandomSource): AdShape | null {
  // The snapshot must be stable: draw once per component, even if storage refuses to keep it.
  const [readShape] = useState(() => {
    let shape: AdShape | undefined;
    return () => (shape ??= sessionAdShape(sessionStorageOrNull(), random));
  });
  return useSyncExternalStore(subscribeNothing, readShape, serverShape);
}
