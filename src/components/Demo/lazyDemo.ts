import {lazy, type ComponentType} from 'react';

type DemoModule = Record<string, unknown>;

/** Whether the page has hydrated: a page module evaluated after that belongs to a page reached by a link. */
function afterHydration(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-has-hydrated');
}

/**
 * One demo of a page's demo module (see `plugins/demo/remarkDemo.ts`), as a lazy component: the
 * page's demos arrive in one chunk, loaded when the first of them renders. For a page reached by a
 * client-side navigation, the chunk starts loading as soon as the page's own module is evaluated
 * (when the reader points at the link), so the demos are ready soon after the page shows. A
 * missing export is a build mismatch; it fails like a failed chunk, and the demo's error boundary
 * shows it.
 */
export function lazyDemo(load: () => Promise<DemoModule>, exportName: string) {
  if (afterHydration()) load().catch(() => undefined);
  return lazy(async () => {
    const module = await load();
    const component = module[exportName];
    const isComponent = typeof component === 'function' || (typeof component === 'object' && component !== null);
    if (!isComponent) throw new Error(`The demo module has no component "${exportName}".`);
    return {default: component as ComponentType};
  });
}
