import {holdRouteFor, routeCodeMark, routeCodeSettled} from './routeCode';

describe('route code', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves at once when nothing is held', async () => {
    await expect(routeCodeSettled()).resolves.toBeUndefined();
  });

  it('waits for every held load, failed ones included, then holds nothing', async () => {
    const order: string[] = [];
    let finishDemo: () => void = () => undefined;
    let failTheme: (error: Error) => void = () => undefined;
    holdRouteFor(new Promise<void>((resolve) => (finishDemo = resolve)));
    holdRouteFor(new Promise<void>((_, reject) => (failTheme = reject)));
    const settled = routeCodeSettled().then(() => order.push('settled'));
    finishDemo();
    await Promise.resolve();
    order.push('demo loaded');
    failTheme(new Error('chunk failed'));
    await settled;
    expect(order).toEqual(['demo loaded', 'settled']);
    // Settled loads are forgotten: the next route does not wait for them.
    let later = false;
    void routeCodeSettled(0, 10_000).then(() => (later = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(later).toBe(true);
  });

  it('waits only for the loads registered since its mark: a page pointed at earlier holds up no other', async () => {
    holdRouteFor(new Promise(() => undefined)); // the demos of a page the reader pointed at, still loading
    const mark = routeCodeMark();
    let finish: () => void = () => undefined;
    holdRouteFor(new Promise<void>((resolve) => (finish = resolve)));
    let settled = false;
    const done = routeCodeSettled(mark, 10_000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await done;
    expect(settled).toBe(true);
    // A route whose preload registered nothing is ready at once.
    await expect(routeCodeSettled(routeCodeMark(), 10_000)).resolves.toBeUndefined();
  });

  it('does not hold the route longer than the wait for a load that never ends', async () => {
    jest.useFakeTimers();
    holdRouteFor(new Promise(() => undefined));
    let settled = false;
    void routeCodeSettled(routeCodeMark() - 1, 500).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
