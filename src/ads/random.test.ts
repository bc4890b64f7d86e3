import {createSeededRandom} from './random';

describe('createSeededRandom', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const values = Array.from({length: 1000}, () => a());
    expect(Array.from({length: 1000}, () => b())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(createSeededRandom(43)()).not.toBe(values[0]);
  });
});
