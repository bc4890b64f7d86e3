import type {ComponentType} from 'react';
import type {EditProblem} from '@site/src/components/DemoEditor/problem';

/** The edit of one variant of a demo (one styling, in TS or JS), and what became of it. */
export type EditEntry = {
  code: string;
  /** The latest compiled demo, rendered in place of the original; none until an edit compiles. */
  component?: ComponentType;
  /** Turns an error the latest compiled demo threw while rendering into a problem. */
  explain?: (error: unknown) => EditProblem;
  /** The last compiled demo that rendered: shown while a newer one fails to. */
  working?: ComponentType;
  problem: EditProblem | null;
};

export type EditEntries = Readonly<Record<string, EditEntry>>;

/** What a run of an edit gave: a demo to render, or a problem (see DemoEditor/runEdit). */
export type EditOutcome = {component: ComponentType; explain: (error: unknown) => EditProblem} | {problem: EditProblem};

/** The key of a variant's edit: edits of TS and JS, and of each styling, are kept apart. */
export function editKey(styling: string, codeVariant: string): string {
  return `${styling}.${codeVariant}`;
}

export function withCode(entries: EditEntries, key: string, code: string): EditEntries {
  return {...entries, [key]: {...(entries[key] ?? {problem: null}), code}};
}

/** A run's result: a new demo replaces the shown one (the last working stays as its fallback); a problem keeps it. */
export function withOutcome(entries: EditEntries, key: string, outcome: EditOutcome): EditEntries {
  const entry = entries[key];
  if (entry === undefined) return entries;
  if ('problem' in outcome) return {...entries, [key]: {...entry, problem: outcome.problem}};
  return {...entries, [key]: {...entry, component: outcome.component, explain: outcome.explain, problem: null}};
}

/** The compiled demo rendered: it becomes the one to fall back on. */
export function withWorking(entries: EditEntries, key: string, component: ComponentType): EditEntries {
  const entry = entries[key];
  if (entry?.component !== component || entry.working === component) return entries;
  return {...entries, [key]: {...entry, working: component}};
}

/** The compiled demo threw while rendering: its problem is shown (the demo falls back meanwhile). */
export function withRenderError(
  entries: EditEntries,
  key: string,
  component: ComponentType,
  error: unknown,
): EditEntries {
  const entry = entries[key];
  if (entry?.component !== component || !entry.explain) return entries;
  return {...entries, [key]: {...entry, problem: entry.explain(error)}};
}
