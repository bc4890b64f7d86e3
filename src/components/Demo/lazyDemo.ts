import {lazy, type ComponentType} from 'react';
import type {DemoComponent, EditImports, ImportedModule} from './types';

type DemoModule = Record<string, unknown>;

/** Whether the page has hydrated: a page module evaluated after that belongs to a page reached by a link. */
function afterHydration(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-has-hydrated');
}

/**
 * The import maps of a demo group (`demoImports`, see `plugins/demo/remarkDemo.ts`): the named
 * demo's own, and all of the page's. A group without them (or a malformed one) gives empty maps:
 * an edit can then import React alone, and says so for anything else.
 */
export async function loadEditImports(module: DemoModule, exportName: string): Promise<EditImports> {
  const load = module.demoImports;
  if (typeof load !== 'function') return {own: [], page: []};
  const maps = (await (load as () => Promise<DemoModule>)()) as Record<string, unknown>;
  const list = (value: unknown): ImportedModule[] => (Array.isArray(value) ? (value as ImportedModule[]) : []);
  return {own: list(maps[exportName]), page: Object.values(maps).flatMap(list)};
}

/**
 * One demo of a page's demo module (see `plugins/demo/remarkDemo.ts`), as a lazy component: the
 * page's demos arrive in one chunk, loaded when the first of them renders. For a page reached by a
 * client-side navigation, the chunk starts loading as soon as the page's own module is evaluated
 * (when the reader points at the link), so the demos are ready soon after the page shows. A
 * missing export is a build mismatch; it fails like a failed chunk, and the demo's error boundary
 * shows it. The component also loads, on the first edit, the modules an edit may import.
 */
export function lazyDemo(load: () => Promise<DemoModule>, exportName: string): DemoComponent {
  if (afterHydration()) load().catch(() => undefined);
  const component = lazy(async () => {
    const module = await load();
    const demo = module[exportName];
    const isComponent = typeof demo === 'function' || (typeof demo === 'object' && demo !== null);
    if (!isComponent) throw new Error(`The demo module has no component "${exportName}".`);
    return {default: demo as ComponentType};
  });
  return Object.assign(component, {editImports: async () => loadEditImports(await load(), exportName)});
}
