import {afterNextPaint} from './afterPaint';

function fakeWindow() {
  const frames = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  return {
    frames,
    timers,
    win: {
      requestAnimationFrame: (callback: FrameRequestCallback) => {
        frames.set(next, () => callback(0));
        return next++;
      },
      cancelAnimationFrame: (handle: number) => void frames.delete(handle),
      setTimeout: ((callback: () => void) => {
        timers.set(next, callback);
        return next++;
      }) as unknown as Window['setTimeout'],
      clearTimeout: (handle?: number) => void timers.delete(handle ?? -1),
    },
    runFrames() {
      const pending = [...frames.values()];
      frames.clear();
      pending.forEach((run) => run());
    },
    runTimers() {
      const pending = [...timers.values()];
      timers.clear();
      pending.forEach((run) => run());
    },
  };
}

describe('afterNextPaint', () => {
  it('runs the callback in a task after the next animation frame, not before', () => {
    const fake = fakeWindow();
    const callback = jest.fn();
    afterNextPaint(callback, fake.win);
    fake.runTimers();
    expect(callback).not.toHaveBeenCalled();
    fake.runFrames();
    expect(callback).not.toHaveBeenCalled();
    fake.runTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the frame and between the frame and the task', () => {
    const fake = fakeWindow();
    const early = jest.fn();
    afterNextPaint(early, fake.win)();
    fake.runFrames();
    fake.runTimers();
    expect(early).not.toHaveBeenCalled();

    const late = jest.fn();
    const cancel = afterNextPaint(late, fake.win);
    fake.runFrames();
    cancel();
    fake.runTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
