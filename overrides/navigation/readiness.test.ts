import {createRouteReadiness} from './readiness';

describe('route readiness', () => {
  it('knows a route once its preload has resolved, not before', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const readiness = createRouteReadiness(() => new Promise((resolve) => (finish = resolve)));
    const loading = readiness.preload('/x/react-data-grid/getting-started/');
    expect(readiness.isReady('/x/react-data-grid/getting-started/')).toBe(false);
    finish(['module']);
    await expect(loading).resolves.toEqual(['module']);
    expect(readiness.isReady('/x/react-data-grid/getting-started/')).toBe(true);
    expect(readiness.isReady('/x/react-data-grid/')).toBe(false);
  });

  it('does not count a route whose code failed to load, and passes the failure on', async () => {
    const readiness = createRouteReadiness(() => Promise.reject(new Error('chunk failed')));
    await expect(readiness.preload('/x/react-charts/')).rejects.toThrow('chunk failed');
    expect(readiness.isReady('/x/react-charts/')).toBe(false);
  });

  it('gives a second caller the preload already running for the same route', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const load = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const readiness = createRouteReadiness(load);
    const hover = readiness.preload('/x/react-charts/bars/');
    const click = readiness.preload('/x/react-charts/bars/');
    expect(click).toBe(hover);
    expect(load).toHaveBeenCalledTimes(1);
    finish('loaded');
    await expect(click).resolves.toBe('loaded');
    // Once settled, a later preload loads again (core answers at once for loaded chunks).
    void readiness.preload('/x/react-charts/bars/');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes the starting page as loaded', () => {
    const readiness = createRouteReadiness(() => Promise.resolve());
    readiness.markReady('/x/');
    expect(readiness.isReady('/x/')).toBe(true);
  });
});
