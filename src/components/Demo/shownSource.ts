import type {SandboxInput} from '@site/src/utils/sandbox';
import type {DemoState} from './useDemo';
import type {DemoData} from './types';
import type {EditEntry} from './editEntries';

type Shown = Pick<DemoState, 'codeVariant' | 'styling' | 'variant' | 'code'>;

/** The source the reader sees for the shown variant: their edit of it, if any, else the demo's own. */
export function shownSourceOf(state: Shown, entry: EditEntry | undefined): string {
  return entry?.code ?? state.code;
}

/** What the sandbox buttons send: the shown variant, with the reader's edit of it. */
export function sandboxInputOf(demo: DemoData, state: Shown, entry: EditEntry | undefined): SandboxInput {
  return {
    name: demo.name,
    docsVersion: demo.docsVersion,
    codeVariant: state.codeVariant,
    codeStyling: state.styling,
    code: shownSourceOf(state, entry),
    files: state.variant.files,
  };
}
