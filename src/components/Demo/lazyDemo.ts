import {lazy, type ComponentType} from 'react';

type DemoModule = Record<string, unknown>;

/**
 * One demo of a page's demo module (see `plugins/demo/remarkDemo.ts`), as a lazy component: the
 * page's demos arrive in one chunk, loaded when the first of them renders. A missing export is a
 * build mismatch; it fails like a failed chunk, and the demo's error boundary shows it.
 */
export function lazyDemo(load: () => Promise<DemoModule>, exportName: string) {
  return lazy(async () => {
    const module = await load();
    const component = module[exportName];
    const isComponent = typeof component === 'function' || (typeof component === 'object' && component !== null);
    if (!isComponent) throw new Error(`The demo module has no component "${exportName}".`);
    return {default: component as ComponentType};
  });
}
