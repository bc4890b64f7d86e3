import React, {useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {translate} from '@docusaurus/Translate';
import {SEARCH_DEBOUNCE_MS} from '@site/src/search/useSearch';
import type {EditLanguage} from './compile';
import {indentChange, type TextChange} from './editorKeys';
import type {EditProblem} from './problem';
import {problemText} from './problemText';
import styles from './editor.module.css';

export type CodeEditorProps = {
  demoName: string;
  code: string;
  language: EditLanguage;
  /** Where the caret starts (a click in the read-only code); the start when undefined. */
  caret?: number;
  problem: EditProblem | null;
  /** Every change of the text. */
  onChange: (code: string) => void;
  /** The text once the reader has paused typing for the site's debounce: the edit to run. */
  onPause: (code: string) => void;
};

// The textarea must lay its text out exactly as the highlighted lines under it do.
const COPIED_STYLES = ['fontFamily', 'fontSize', 'lineHeight', 'letterSpacing', 'tabSize', 'padding'] as const;

function applyChange(input: HTMLTextAreaElement, change: TextChange): void {
  input.setSelectionRange(change.from, change.to);
  // Typed through the browser, the change joins the textarea's undo history.
  if (!document.execCommand('insertText', false, change.insert)) {
    input.setRangeText(change.insert, change.from, change.to);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  input.setSelectionRange(change.start, change.end);
}

/**
 * A demo's code, editable in place: a textarea over the site's own highlighted code block (same
 * Prism, same colours in either mode), always left to right. Tab indents; Escape, then Tab, leaves.
 */
export default function CodeEditor(props: CodeEditorProps): ReactNode {
  const {demoName, code, language, caret, problem, onChange, onPause} = props;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const layersRef = useRef<HTMLDivElement>(null);
  const leaving = useRef(false);
  const pending = useRef<{timer: number; run: () => void} | null>(null);
  const hintId = useId();

  useLayoutEffect(() => {
    const lines = layersRef.current?.querySelector('pre code');
    const input = inputRef.current;
    if (!lines || !input) return;
    const computed = window.getComputedStyle(lines);
    for (const name of COPIED_STYLES) input.style[name] = computed[name];
  }, []);

  useEffect(() => {
    const input = inputRef.current;
    input?.focus({preventScroll: true});
    input?.setSelectionRange(caret ?? 0, caret ?? 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caret is where the editor opened
  }, []);

  // A change still waiting for the pause runs when the editor goes (another variant, hidden code).
  useEffect(
    () => () => {
      if (!pending.current) return;
      window.clearTimeout(pending.current.timer);
      pending.current.run();
    },
    [],
  );

  const change = (next: string) => {
    onChange(next);
    if (pending.current) window.clearTimeout(pending.current.timer);
    const run = () => {
      pending.current = null;
      onPause(next);
    };
    pending.current = {timer: window.setTimeout(run, SEARCH_DEBOUNCE_MS), run};
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      leaving.current = true;
      return;
    }
    const leave = leaving.current;
    leaving.current = false;
    if (event.key !== 'Tab' || leave || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    const input = event.currentTarget;
    const indent = indentChange(input.value, input.selectionStart, input.selectionEnd, event.shiftKey);
    if (indent) applyChange(input, indent);
  };

  return (
    <div className={styles.editor} dir="ltr">
      <div ref={layersRef} className={styles.layers}>
        <div className={styles.highlight} aria-hidden="true">
          {/* The block drops one final newline; the textarea keeps it: one more keeps their lines equal. */}
          <CodeBlock language={language === 'TS' ? 'tsx' : 'jsx'}>{`${code}\n`}</CodeBlock>
        </div>
        <textarea
          ref={inputRef}
          className={styles.input}
          value={code}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={translate(
            {id: 'editor.label', message: 'Code of the {name} demo ({language}), editable'},
            {name: demoName, language},
          )}
          aria-describedby={hintId}
          aria-invalid={problem !== null}
          dir="ltr"
          wrap="off"
          rows={1}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          data-demo-editor={demoName}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {translate({
          id: 'editor.hint',
          message: 'The demo runs your changes as you type. Tab indents; press Escape, then Tab, to leave the editor.',
        })}
      </p>
      <p className={styles.problem} role="status" data-demo-editor-problem={problem?.kind ?? ''}>
        {problem ? problemText(problem) : null}
      </p>
    </div>
  );
}
