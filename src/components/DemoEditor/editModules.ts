import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type {EditImports, ImportedModule} from '@site/src/components/Demo/types';
import {EditError} from './problem';

type ModuleRecord = Record<string, unknown>;

// Every edit can import React and the JSX runtime the compiler's output calls: the site runs on them.
const BASE_MODULES: ImportedModule[] = [
  ['react', React as unknown as ModuleRecord],
  ['react/jsx-runtime', jsxRuntime as unknown as ModuleRecord],
];

/**
 * The modules an edit may import, by specifier: React, then what the page's demos import, then the
 * edited demo's own imports (its relative specifiers win over another demo's of the same name).
 * The names a specifier gives are those of every demo that imports it.
 */
export function editModules(imports: EditImports): Map<string, ModuleRecord> {
  const modules = new Map<string, ModuleRecord>();
  for (const [specifier, module] of [...BASE_MODULES, ...imports.page, ...imports.own]) {
    // Namespace objects keep `__esModule` out of their own keys: set it so default imports read `default`.
    modules.set(specifier, Object.assign({__esModule: true}, modules.get(specifier), module));
  }
  return modules;
}

/** The `require` an edit's CommonJS code calls: a module of the page, or an import problem. */
export function createEditRequire(modules: ReadonlyMap<string, ModuleRecord>): (specifier: string) => ModuleRecord {
  return (specifier) => {
    const module = modules.get(specifier);
    if (module === undefined) throw new EditError({kind: 'import', specifier});
    return module;
  };
}
