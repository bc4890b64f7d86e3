import {
  applyServiceWorkerUpdates,
  FOCUS_CHECK_MS,
  SKIP_WAITING_MESSAGE,
  type UpdateEnvironment,
  type WorkerLike,
} from './updateFlow';

class FakeWorker implements WorkerLike {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  private listeners: (() => void)[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}

class FakeRegistration {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  private listeners: (() => void)[] = [];
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.push(listener);
  }
  findUpdate(worker: FakeWorker) {
    this.installing = worker;
    this.listeners.forEach((listener) => listener());
  }
}

/** A page whose control and focus the test sets, with a clock the test advances. */
function fakePage(controlled: boolean) {
  const page = {
    controlled,
    focused: false,
    reloads: 0,
    timers: new Map<number, () => void>(),
    nextId: 1,
    intervals: [] as number[],
  };
  const env: UpdateEnvironment = {
    hasController: () => page.controlled,
    hasFocus: () => page.focused,
    reload: () => {
      page.reloads += 1;
    },
    setInterval: (callback, ms) => {
      page.intervals.push(ms);
      const id = page.nextId++;
      page.timers.set(id, callback);
      return id;
    },
    clearInterval: (id) => {
      page.timers.delete(id);
    },
  };
  const tick = () => [...page.timers.values()].forEach((callback) => callback());
  return {page, env, tick};
}

test('an update found later is told to skip waiting, then reloads the page once it has focus', () => {
  const registration = new FakeRegistration();
  const {page, env, tick} = fakePage(true);
  applyServiceWorkerUpdates(registration, env);

  const next = new FakeWorker();
  registration.findUpdate(next);
  expect(next.messages).toEqual([]);
  next.moveTo('installed');
  expect(next.messages).toEqual([SKIP_WAITING_MESSAGE]);
  next.moveTo('activating');
  tick();
  expect(page.timers.size).toBe(0);

  next.moveTo('activated');
  expect(page.intervals).toEqual([FOCUS_CHECK_MS]);
  tick();
  tick();
  expect(page.reloads).toBe(0);
  page.focused = true;
  tick();
  expect(page.reloads).toBe(1);
  expect(page.timers.size).toBe(0);
});

test('a worker already waiting at load is told at once, and the page reloads only once', () => {
  const registration = new FakeRegistration();
  const waiting = new FakeWorker();
  waiting.state = 'installed';
  registration.waiting = waiting;
  const {page, env, tick} = fakePage(true);
  page.focused = true;
  applyServiceWorkerUpdates(registration, env);
  expect(waiting.messages).toEqual([SKIP_WAITING_MESSAGE]);

  waiting.moveTo('activated');
  waiting.moveTo('activated');
  tick();
  tick();
  expect(page.reloads).toBe(1);
  expect(page.intervals).toEqual([FOCUS_CHECK_MS]);
});

test('a worker installing at load is followed once even if updatefound reports it again', () => {
  const registration = new FakeRegistration();
  const installing = new FakeWorker();
  registration.installing = installing;
  const {env} = fakePage(true);
  applyServiceWorkerUpdates(registration, env);
  registration.findUpdate(installing);
  installing.moveTo('installed');
  expect(installing.messages).toEqual([SKIP_WAITING_MESSAGE]);
});

test('the first worker of a visit neither skips waiting nor reloads the page, later ones do', () => {
  const registration = new FakeRegistration();
  const first = new FakeWorker();
  registration.installing = first;
  const {page, env, tick} = fakePage(false);
  page.focused = true;
  applyServiceWorkerUpdates(registration, env);
  first.moveTo('installed');
  first.moveTo('activating');
  // The first worker claims the page when it activates.
  page.controlled = true;
  first.moveTo('activated');
  tick();
  expect(first.messages).toEqual([]);
  expect(page.reloads).toBe(0);
  expect(page.timers.size).toBe(0);

  const next = new FakeWorker();
  registration.findUpdate(next);
  next.moveTo('installed');
  expect(next.messages).toEqual([SKIP_WAITING_MESSAGE]);
  next.moveTo('activated');
  tick();
  expect(page.reloads).toBe(1);
});

test('a worker waiting while the page is not controlled (a hard reload) is left alone', () => {
  const registration = new FakeRegistration();
  const waiting = new FakeWorker();
  waiting.state = 'installed';
  registration.waiting = waiting;
  const {page, env, tick} = fakePage(false);
  page.focused = true;
  applyServiceWorkerUpdates(registration, env);
  waiting.moveTo('activated');
  tick();
  expect(waiting.messages).toEqual([]);
  expect(page.reloads).toBe(0);
});
