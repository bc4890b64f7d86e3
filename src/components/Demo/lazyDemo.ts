import type {ComponentType} from 'react';
import {preloadable} from '@site/src/utils/preloadable';
import {holdRouteFor} from '@site/src/utils/routeCode';
import {DemoThemeProvider} from './demoTheme';
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
 * One demo of a page's demo module (see `plugins/demo/remarkDemo.ts`), as a component whose code
 * loads on first render: the page's demos arrive in one chunk. For a page reached by a client-side
 * navigation, the chunk and the demos' theme start loading as soon as the page's own module is
 * evaluated (when the reader points at the link), and the route waits for them
 * (`src/utils/routeCode.ts`): the demos then render at once, without suspending. A missing export
 * is a build mismatch; it fails like a failed chunk, and the demo's error boundary shows it. The
 * component also loads, on the first edit, the modules an edit may import.
 */
export function lazyDemo(load: () => Promise<DemoModule>, exportName: string): DemoComponent {
  const component = preloadable(async () => {
    const module = await load();
    const demo = module[exportName];
    const isComponent = typeof demo === 'function' || (typeof demo === 'object' && demo !== null);
    if (!isComponent) throw new Error(`The demo module has no component "${exportName}".`);
    return demo as ComponentType;
  });
  if (afterHydration()) {
    holdRouteFor(component.preload());
    holdRouteFor(DemoThemeProvider.preload());
  }
  return Object.assign(component, {editImports: async () => loadEditImports(await load(), exportName)});
}
