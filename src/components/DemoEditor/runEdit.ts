import type {ComponentType} from 'react';
import type {EditImports} from '@site/src/components/Demo/types';
import {compileEdit, type EditLanguage} from './compile';
import {createEditRequire, editModules} from './editModules';
import {evaluateEdit, problemOfError} from './evaluate';
import {findMissingImport} from './importList';
import {EditError, type EditProblem} from './problem';

export type {EditProblem} from './problem';
export type {EditLanguage} from './compile';

export type EditRequest = {demoName: string; source: string; language: EditLanguage; imports: EditImports};

export type EditOutcome =
  | {
      component: ComponentType;
      /** An error the component threw while rendering, as a problem pointing at its line. */
      explain: (error: unknown) => EditProblem;
    }
  | {problem: EditProblem};

let runs = 0;

/**
 * Compiles and runs an edit of a demo: the module's default export is the demo to render, on the
 * page's modules. Every problem comes back as a value; nothing the reader types throws from here.
 */
export function runEdit({demoName, source, language, imports}: EditRequest): EditOutcome {
  runs += 1;
  // A name per run: stack traces then point at this run's code (and devtools list each run apart).
  const sourceUrl = `${demoName}.edit-${runs}.${language === 'TS' ? 'tsx' : 'jsx'}`;
  try {
    const compiled = compileEdit(source, language);
    const modules = editModules(imports);
    const missing = findMissingImport(compiled.imports, modules);
    if (missing) return {problem: missing};
    const component = evaluateEdit(compiled.code, createEditRequire(modules), sourceUrl);
    return {component, explain: (error) => problemOfError(error, sourceUrl)};
  } catch (error) {
    return {problem: error instanceof EditError ? error.problem : problemOfError(error, sourceUrl)};
  }
}
