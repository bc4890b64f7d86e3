import {INLINE_SHAPE_CHANCE} from './constants';
import type {RandomSource} from './timers';

export type AdShape = 'image' | 'inline';

export const AD_SHAPE_STORAGE_KEY = 'muiXDocsAdShape';

type ShapeStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function drawAdShape(random: RandomSource): AdShape {
  return random() < INLINE_SHAPE_CHANCE ? 'inline' : 'image';
}

/**
 * The shape of this browser session's ads: drawn once and kept in session storage. A stored value
 * that is not a shape is drawn again; storage that throws (privacy modes) still gets a shape.
 */
export function sessionAdShape(storage: ShapeStorage | null, random: RandomSource): AdShape {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(AD_SHAPE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored === 'image' || stored === 'inline') return stored;
  const shape = drawAdShape(random);
  try {
    storage?.setItem(AD_SHAPE_STORAGE_KEY, shape);
  } catch {
    // Storage refused: the shape holds for this page only.
  }
  return shape;
}
