import React, {lazy, startTransition, useContext, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {getHighlighter, loadHighlighter, type Highlighter} from '@site/src/components/CodeHighlighter/highlighter';
import {HiddenTab} from '@site/src/components/CodeHighlighter/hiddenTab';
import {useKeptServerHtml} from '@site/src/components/ServerHtml/useKeptServerHtml';
import PlainLines, {type CodeLinesProps} from './PlainLines';

// Prism comes with the highlighted lines, in a chunk of their own (see CodeHighlighter).
const HighlightedLines = lazy(() => import('./HighlightedLines'));

/** On the server: the page waits for Prism (no Suspense boundary) and the code is written highlighted. */
function ServerLines(props: CodeLinesProps): ReactNode {
  return <HighlightedLines {...props} />;
}

/** Calls `callback` in a task after the browser has painted the coming frame; returns the cancel. */
function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * In the browser: plain lines first, in the layout of the highlighted ones, and the highlighted
 * lines once the frame with them has been painted (Prism loading first if it has not yet; it
 * usually has, as it loads when the reader points at a link or a demo). A page reached by a link
 * thus shows at once: tokenizing its code and creating the token elements is left to a transition
 * after that paint, instead of lengthening the navigation (the more code, the more it saves). In a
 * hidden tab panel, plain until the tab is selected.
 */
function BrowserLines(props: CodeLinesProps): ReactNode {
  const hidden = useContext(HiddenTab);
  const [Highlighted, setHighlighted] = useState<Highlighter | null>(null);
  useEffect(() => {
    let current = true;
    let cancel: (() => void) | undefined;
    const show = (loaded: Highlighter) => {
      cancel = afterNextPaint(() => startTransition(() => setHighlighted(() => loaded)));
    };
    const loaded = getHighlighter();
    if (loaded) show(loaded);
    else {
      loadHighlighter().then(
        (module) => current && show(module),
        () => undefined, // Without Prism the code stays readable, as plain text.
      );
    }
    return () => {
      current = false;
      cancel?.();
    };
  }, []);
  return Highlighted && !hidden ? <Highlighted {...props} /> : <PlainLines {...props} />;
}

const Lines = typeof window === 'undefined' ? ServerLines : BrowserLines;

// The highlighted HTML of the code blocks that came from the server, by block (see `blockKey`):
// a block that mounts again (Docusaurus's tabs mount their content again once the page has
// hydrated) or shows the same code again reuses it instead of loading Prism. One object per block:
// React writes `innerHTML` again whenever it gets another object, even with the same HTML, which
// would replace the `<code>` element (and drop the word wrap set on it) at every render.
const serverHighlighted = new Map<string, {__html: string}>();

function blockKey({code, language, lineClassNames, lineNumbersStart}: CodeLinesMetadata): string {
  return JSON.stringify([language, lineNumbersStart ?? null, lineClassNames, code]);
}

type CodeLinesMetadata = {
  code: string;
  language: string;
  lineClassNames: CodeLinesProps['lineClassNames'];
  lineNumbersStart?: number;
};

/**
 * The code of a code block. On a page loaded from the server, the block keeps the server's
 * highlighted HTML while its code stays the same: the browser neither loads Prism nor tokenizes
 * the code to hydrate it, and a block that mounts again with the same code gets the same HTML.
 * New code (a block of a page reached by a link, a demo switched to its full or JS source) is
 * highlighted in the browser, after the frame that first shows it; until then the lines show as
 * plain text in the same layout.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const key = blockKey(metadata);
  const pre = wordWrap.codeBlockRef;
  // The server's highlighted HTML stays while the block shows the same code (see useKeptServerHtml).
  const {keep, keptProps} = useKeptServerHtml<HTMLPreElement>(key, {
    ref: pre,
    onKept: (element) => serverHighlighted.set(key, {__html: element.innerHTML}),
  });
  const {code, language, lineClassNames, lineNumbersStart} = metadata;
  const preProps = {
    ref: pre,
    tabIndex: 0,
    className: clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar'),
    style: theme.plain,
  };
  if (keep) {
    return <pre key="server" {...preProps} {...keptProps} />;
  }
  const known = serverHighlighted.get(key);
  if (known !== undefined) {
    return <pre key="known" {...preProps} dangerouslySetInnerHTML={known} />;
  }
  return (
    <pre key="browser" {...preProps}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
      >
        <Lines
          code={code}
          language={language}
          theme={theme}
          lineClassNames={lineClassNames}
          showLineNumbers={lineNumbersStart !== undefined}
        />
      </code>
    </pre>
  );
}
