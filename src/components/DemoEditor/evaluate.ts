import type {ComponentType} from 'react';
import {EditError, type EditProblem} from './problem';

// How many lines the engine puts before a function body built from a string ("function
// anonymous(…\n) {\n" in V8 and SpiderMonkey): a line of a stack trace minus this is the code's line.
export const FUNCTION_HEADER_LINES = (() => {
  const lines = String(new Function('return 0')).split('\n');
  return Math.max(
    0,
    lines.findIndex((line) => line.includes('return 0')),
  );
})();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The line of the edited code an error was thrown from, read from its stack (the code is named `sourceUrl`). */
export function lineOfError(error: unknown, sourceUrl: string): number | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const match = new RegExp(`${escapeRegExp(sourceUrl)}:(\\d+):\\d+`).exec(stack);
  if (!match) return undefined;
  const line = Number(match[1]) - FUNCTION_HEADER_LINES;
  return line >= 1 ? line : undefined;
}

/** An error the edited code threw, as a problem: an import problem as it is, anything else with its line. */
export function problemOfError(error: unknown, sourceUrl: string): EditProblem {
  if (error instanceof EditError) return error.problem;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = lineOfError(error, sourceUrl);
  return line === undefined ? {kind: 'runtime', message} : {kind: 'runtime', message, line};
}

function isComponent(value: unknown): value is ComponentType {
  // Functions, and the objects React makes of them (memo, forwardRef, lazy).
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * Runs an edit's CommonJS code with the page's modules and returns its default export, the demo.
 * `sourceUrl` names the code in stack traces, so errors can point at a line.
 */
export function evaluateEdit(code: string, require: (specifier: string) => unknown, sourceUrl: string): ComponentType {
  const module = {exports: {} as Record<string, unknown>};
  try {
    // The reader's own code, run as the page's demos are: in the page, with the page's modules.
    const run = new Function('require', 'exports', 'module', `${code}\n//# sourceURL=${sourceUrl}`);
    run(require, module.exports, module);
  } catch (error) {
    throw new EditError(problemOfError(error, sourceUrl));
  }
  const component = module.exports.default;
  if (!isComponent(component)) throw new EditError({kind: 'export'});
  return component;
}
