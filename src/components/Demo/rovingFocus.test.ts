import {nextToolbarIndex} from './rovingFocus';

describe('nextToolbarIndex', () => {
  it('moves with the arrows and wraps around', () => {
    expect(nextToolbarIndex(0, 'ArrowRight', 3, false)).toBe(1);
    expect(nextToolbarIndex(2, 'ArrowRight', 3, false)).toBe(0);
    expect(nextToolbarIndex(0, 'ArrowLeft', 3, false)).toBe(2);
  });

  it('mirrors the arrows in right-to-left', () => {
    expect(nextToolbarIndex(0, 'ArrowLeft', 3, true)).toBe(1);
    expect(nextToolbarIndex(0, 'ArrowRight', 3, true)).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(nextToolbarIndex(1, 'Home', 3, false)).toBe(0);
    expect(nextToolbarIndex(1, 'End', 3, false)).toBe(2);
  });

  it('leaves other keys and an empty toolbar alone', () => {
    expect(nextToolbarIndex(1, 'Tab', 3, false)).toBeUndefined();
    expect(nextToolbarIndex(0, 'ArrowDown', 3, false)).toBeUndefined();
    expect(nextToolbarIndex(0, 'ArrowRight', 0, false)).toBeUndefined();
  });
});
