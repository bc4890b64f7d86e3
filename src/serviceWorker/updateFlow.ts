/** The parts of a ServiceWorker the update flow uses, so tests can drive it with a fake. */
export type WorkerLike = {
  readonly state: ServiceWorkerState;
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'statechange', listener: () => void) => void;
};

export type RegistrationLike = {
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
  addEventListener: (type: 'updatefound', listener: () => void) => void;
};

export type UpdateEnvironment = {
  /** Whether a worker controls the page now (none on a first visit, until the first one claims it). */
  hasController: () => boolean;
  hasFocus: () => boolean;
  reload: () => void;
  setInterval: (callback: () => void, ms: number) => number;
  clearInterval: (id: number) => void;
};

/** Understood by `@docusaurus/plugin-pwa`'s worker. */
export const SKIP_WAITING_MESSAGE = {type: 'SKIP_WAITING'} as const;
export const FOCUS_CHECK_MS = 100;

/**
 * A new worker that waits behind the one controlling the page is told to skip waiting; once it
 * has activated, the page reloads the first time the window has focus, so the reader gets the
 * new build's pages and chunks. The first worker of a visit replaces nothing and reloads nothing.
 */
export function applyServiceWorkerUpdates(registration: RegistrationLike, env: UpdateEnvironment): void {
  let reloadScheduled = false;
  const reloadOnFocus = () => {
    if (reloadScheduled) return;
    reloadScheduled = true;
    const timer = env.setInterval(() => {
      if (!env.hasFocus()) return;
      env.clearInterval(timer);
      env.reload();
    }, FOCUS_CHECK_MS);
  };

  const followed = new Set<WorkerLike>();
  const follow = (worker: WorkerLike | null, replacing: boolean) => {
    if (!worker || followed.has(worker)) return;
    followed.add(worker);
    let replacesController = replacing;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') {
        replacesController = env.hasController();
        if (replacesController) worker.postMessage(SKIP_WAITING_MESSAGE);
      } else if (worker.state === 'activated' && replacesController) {
        reloadOnFocus();
      }
    });
  };

  const {waiting} = registration;
  if (waiting && env.hasController()) {
    follow(waiting, true);
    waiting.postMessage(SKIP_WAITING_MESSAGE);
  }
  follow(registration.installing, false);
  registration.addEventListener('updatefound', () => follow(registration.installing, false));
}
