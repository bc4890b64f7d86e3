import React, {lazy, Suspense, useRef, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {CodeEditorProps} from '@site/src/components/DemoEditor/CodeEditor';
import {caretAtPoint, codeOffsetOf} from './caretOffset';

function ReadOnlyCode({code, language}: Pick<CodeEditorProps, 'code' | 'language'>): ReactNode {
  return <CodeBlock language={language === 'TS' ? 'tsx' : 'jsx'}>{code}</CodeBlock>;
}

// The editor is a chunk of its own, loaded when the reader first focuses or clicks the code; if
// it cannot load, the code stays as it was, read-only.
const CodeEditor = lazy(() =>
  import('@site/src/components/DemoEditor/CodeEditor').catch(() => ({default: ReadOnlyCode})),
);

type Props = Omit<CodeEditorProps, 'caret'> & {
  /** False for the short preview: only the full source is edited. */
  editable: boolean;
  /** The reader went to edit: load the compiler and the page's modules ahead of the first change. */
  onOpen: () => void;
};

/**
 * A demo's code: the read-only block until the reader focuses or clicks it, then the editor in
 * its place, with the caret where the click was.
 */
export default function DemoCode({editable, onOpen, ...editor}: Props): ReactNode {
  const blockRef = useRef<HTMLDivElement>(null);
  const clickedAt = useRef<number | undefined>(undefined);
  const [opened, setOpened] = useState<{caret?: number} | null>(null);
  const readOnly = <ReadOnlyCode code={editor.code} language={editor.language} />;
  if (!editable) return readOnly;
  if (opened) {
    return (
      <Suspense fallback={readOnly}>
        <CodeEditor {...editor} caret={opened.caret} />
      </Suspense>
    );
  }
  const open = () => {
    setOpened({caret: clickedAt.current});
    onOpen();
  };
  return (
    <div
      ref={blockRef}
      onPointerDown={(event) => {
        const block = blockRef.current;
        const caret = caretAtPoint(event.clientX, event.clientY);
        clickedAt.current = block ? codeOffsetOf(block, caret, editor.code) : undefined;
      }}
      onFocus={open}
    >
      {readOnly}
    </div>
  );
}
