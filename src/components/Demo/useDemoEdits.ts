import {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import type {CodeVariant} from '@site/src/settings/codeVariant';
import {parseDemoHash, type DemoHash} from '@site/src/settings/demoHash';
import {
  withCode,
  withOutcome,
  withRenderError,
  withWorking,
  type EditEntries,
  type EditEntry,
  type EditOutcome,
} from './editEntries';
import {editFromSearch} from './editLink';
import type * as RunEditModule from '@site/src/components/DemoEditor/runEdit';
import type {DemoComponent, EditImports} from './types';

type EditRunner = typeof RunEditModule;

let compiler: Promise<EditRunner> | null = null;

/** Loads the compiler (Sucrase and what runs an edit) once; a failed load is tried again next time. */
export function loadCompiler(): Promise<EditRunner> {
  compiler ??= import('@site/src/components/DemoEditor/runEdit').catch((error: unknown) => {
    compiler = null;
    throw error;
  });
  return compiler;
}

const NO_IMPORTS: EditImports = {own: [], page: []};
const importsOf = new WeakMap<DemoComponent, Promise<EditImports>>();

/** The modules an edit of this demo may import, loaded once per demo (none for a demo built by hand). */
function loadImports(component: DemoComponent): Promise<EditImports> {
  const load = component.editImports;
  if (load === undefined) return Promise.resolve(NO_IMPORTS);
  let loading = importsOf.get(component);
  if (loading === undefined) {
    loading = load();
    loading.catch(() => importsOf.delete(component));
    importsOf.set(component, loading);
  }
  return loading;
}

/** A variant of the demo as an edit targets it: its key (editKey), language and original component. */
export type EditTarget = {key: string; language: CodeVariant; component: DemoComponent};

export type DemoEdits = {
  entries: EditEntries;
  entryOf: (target: EditTarget) => EditEntry | undefined;
  /** Sets the code of a variant (the editor calls `run` once the reader pauses typing). */
  edit: (target: EditTarget, code: string) => void;
  /** Compiles and runs the code of a variant: its demo, or its problem, replaces the shown one. */
  run: (target: EditTarget, code: string) => void;
  /** Loads the compiler and the demo's modules ahead of the first change (the reader went to edit). */
  prepare: (target: EditTarget) => void;
  onRendered: (target: EditTarget, component: ComponentType) => void;
  onRenderError: (target: EditTarget, component: ComponentType, error: unknown) => void;
  /** Drops every edit of the demo; a run in flight is ignored. */
  reset: () => void;
};

/** The reader's edits of a demo's variants, each compiled and run on the page's modules. */
export function useDemoEdits(demoName: string): DemoEdits {
  const [entries, setEntries] = useState<EditEntries>({});
  // The latest run of each variant: an older run's result, or any after a reset, is dropped.
  const latestRuns = useRef(new Map<string, number>());
  const runCount = useRef(0);

  const run = useCallback(
    async (target: EditTarget, code: string) => {
      runCount.current += 1;
      const id = runCount.current;
      latestRuns.current.set(target.key, id);
      let outcome: EditOutcome;
      try {
        const [{runEdit}, imports] = await Promise.all([loadCompiler(), loadImports(target.component)]);
        outcome = runEdit({demoName, source: code, language: target.language, imports});
      } catch {
        outcome = {problem: {kind: 'load'}};
      }
      if (latestRuns.current.get(target.key) === id) setEntries((current) => withOutcome(current, target.key, outcome));
    },
    [demoName],
  );

  const edit = useCallback((target: EditTarget, code: string) => {
    setEntries((current) => withCode(current, target.key, code));
  }, []);

  const reset = useCallback(() => {
    latestRuns.current.clear();
    setEntries({});
  }, []);

  return {
    entries,
    entryOf: (target) => entries[target.key],
    edit,
    run: useCallback((target: EditTarget, code: string) => void run(target, code), [run]),
    prepare: useCallback((target: EditTarget) => {
      loadCompiler().catch(() => undefined);
      loadImports(target.component).catch(() => undefined);
    }, []),
    onRendered: useCallback(
      (target: EditTarget, component: ComponentType) =>
        setEntries((current) => withWorking(current, target.key, component)),
      [],
    ),
    onRenderError: useCallback(
      (target: EditTarget, component: ComponentType, error: unknown) =>
        setEntries((current) => withRenderError(current, target.key, component, error)),
      [],
    ),
    reset,
  };
}

/**
 * Calls `apply` once, after hydration, when the page was opened by a link to this demo's source
 * that carries an edit (see editLink.ts): with the code, or null when it cannot be read.
 */
export function useEditFromLink(demoName: string, apply: (link: DemoHash, code: string | null) => void): void {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return undefined;
    // After the frame in which the demo follows the link's hash (useDemo), as that selects the variant.
    const frame = window.requestAnimationFrame(() => {
      const link = parseDemoHash(window.location.hash);
      const code = editFromSearch(window.location.search);
      if (!link || link.name !== demoName || code === undefined) return;
      applied.current = true;
      apply(link, code);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [demoName, apply]);
}
