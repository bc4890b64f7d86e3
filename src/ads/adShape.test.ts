import {AD_SHAPE_STORAGE_KEY, drawAdShape, sessionAdShape} from './adShape';
import {INLINE_SHAPE_CHANCE} from './constants';
import {createSeededRandom} from './random';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: jest.fn((key: string) => values.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => void values.set(key, value)),
  };
}

describe('drawAdShape', () => {
  it('is inline below 0.2 and image otherwise', () => {
    expect(INLINE_SHAPE_CHANCE).toBe(0.2);
    expect(drawAdShape(() => 0.19)).toBe('inline');
    expect(drawAdShape(() => 0.2)).toBe('image');
  });

  it('draws inline for about 20% of sessions with a seeded source', () => {
    const random = createSeededRandom(2024);
    const inline = Array.from({length: 10_000}, () => drawAdShape(random)).filter((s) => s === 'inline').length;
    expect(inline / 10_000).toBeGreaterThan(0.18);
    expect(inline / 10_000).toBeLessThan(0.22);
  });
});

describe('sessionAdShape', () => {
  it('draws once per session and keeps the shape in session storage', () => {
    const storage = memoryStorage();
    const random = jest.fn(() => 0.1);
    expect(sessionAdShape(storage, random)).toBe('inline');
    expect(storage.setItem).toHaveBeenCalledWith(AD_SHAPE_STORAGE_KEY, 'inline');
    random.mockReturnValue(0.9);
    expect(sessionAdShape(storage, random)).toBe('inline');
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('draws again when the stored value is not a shape', () => {
    const storage = memoryStorage({[AD_SHAPE_STORAGE_KEY]: '<img>'});
    expect(sessionAdShape(storage, () => 0.5)).toBe('image');
    expect(storage.setItem).toHaveBeenCalledWith(AD_SHAPE_STORAGE_KEY, 'image');
  });

  it('still gives a shape when storage is missing or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(sessionAdShape(throwing, () => 0.05)).toBe('inline');
    expect(sessionAdShape(null, () => 0.5)).toBe('image');
  });
});
