import React, {useCallback, useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Translate, {translate} from '@docusaurus/Translate';
import {CODE_STYLINGS} from '@site/src/settings/codeStyling';
import {demoSourceHash} from '@site/src/settings/demoHash';
import {updateCodeSettings} from '@site/src/settings/codeVariantHook';
import {createSandboxProject, muiXVersionFor} from '@site/src/utils/sandbox';
import {openInCodeSandbox, openInStackBlitz} from '@site/src/utils/sandboxOpen';
import DemoErrorBoundary from './DemoErrorBoundary';
import DemoToolbar, {type ToolbarItem} from './DemoToolbar';
import LiveIsland from './LiveIsland';
import {DemoInlineAdContext} from './DemoInlineAdContext';
import type {DemoData} from './types';
import {useDemo} from './useDemo';
import styles from './styles.module.css';
import './tailwind.css';

export {DemoInlineAdContext} from './DemoInlineAdContext';
export type {DemoData, DemoVariant} from './types';

type Props = {
  demo: DemoData;
  /** Height kept for a demo that renders only in the browser, so nothing shifts when it does. */
  minHeight?: number | string;
};

function writeClipboard(text: string): Promise<boolean> {
  return navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );
}

/** A live demo with its toolbar and its code, built by `plugins/demo` from `<Demo file="./Foo.tsx" />`. */
export default function Demo({demo, minHeight}: Props): ReactNode {
  const rootRef = useRef<HTMLDivElement>(null);
  const state = useDemo(demo, rootRef);
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const InlineAd = useContext(DemoInlineAdContext);
  const [ready, setReady] = useState(false);
  // Across a reset, the live area keeps the height the demo had until the fresh demo has rendered.
  const liveRef = useRef<HTMLDivElement>(null);
  const [heldHeight, setHeldHeight] = useState(0);
  const onReady = useCallback(() => {
    setReady(true);
    setHeldHeight(0);
  }, []);
  const reset = () => {
    setHeldHeight(liveRef.current?.offsetHeight ?? 0);
    setReady(false);
    state.reset();
  };
  const stylings = CODE_STYLINGS.filter((styling) => demo.variants[styling]);
  const reservedHeight = Math.max(Number(minHeight) || 0, heldHeight);
  const liveStyle: CSSProperties | undefined = reservedHeight > 0 ? {minHeight: reservedHeight} : undefined;

  const shownCode = state.codeOpen ? state.code : state.preview;

  useEffect(() => {
    if (copied === null) return undefined;
    const timer = window.setTimeout(() => setCopied(null), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async (kind: 'code' | 'link') => {
    const text =
      kind === 'code'
        ? state.code
        : `${window.location.origin}${window.location.pathname}${demoSourceHash(demo.name, state.codeVariant, state.styling)}`;
    if (await writeClipboard(text)) setCopied(kind);
  };
  const sandbox = () =>
    createSandboxProject({
      name: demo.name,
      docsVersion: demo.docsVersion,
      codeVariant: state.codeVariant,
      codeStyling: state.styling,
      code: state.code,
      files: state.variant.files,
    });

  const items: ToolbarItem[] = [
    {
      id: 'code',
      label: state.codeOpen
        ? translate({id: 'demo.toolbar.hideCode', message: 'Hide code'})
        : translate({id: 'demo.toolbar.showCode', message: 'Show code'}),
      action: state.codeOpen ? 'collapse' : 'expand',
      expanded: state.codeOpen,
      onClick: state.toggleCode,
    },
    ...(['TS', 'JS'] as const)
      .filter(() => shownCode !== undefined)
      .map((variant) => ({
        id: variant,
        label: variant === 'TS' ? 'TS' : 'JS',
        action: `code-variant-${variant.toLowerCase()}`,
        pressed: state.codeVariant === variant,
        onClick: () => updateCodeSettings({codeVariant: variant}),
      })),
    {
      id: 'copy',
      label: translate({id: 'demo.toolbar.copy', message: 'Copy the source'}),
      text: translate({id: 'demo.toolbar.copyShort', message: 'Copy'}),
      action: 'copy',
      onClick: () => void copy('code'),
    },
    {
      id: 'link',
      label: translate({id: 'demo.toolbar.copyLink', message: 'Copy a link to the source'}),
      text: translate({id: 'demo.toolbar.copyLinkShort', message: 'Link'}),
      action: 'copy-source-link',
      onClick: () => void copy('link'),
    },
    {
      id: 'reset',
      label: translate({id: 'demo.toolbar.reset', message: 'Reset the demo'}),
      text: translate({id: 'demo.toolbar.resetShort', message: 'Reset'}),
      action: 'reset',
      onClick: reset,
    },
  ];
  if (muiXVersionFor(demo.docsVersion) !== undefined) {
    // eslint-disable-next-line react-hooks/refs -- `reset` (in `items`) reads the ref when clicked, not while rendering
    items.push(
      {
        id: 'stackblitz',
        label: translate({id: 'demo.toolbar.stackblitz', message: 'Edit in StackBlitz'}),
        text: 'StackBlitz',
        action: 'stackblitz',
        onClick: () => {
          const project = sandbox();
          if (project) openInStackBlitz(project);
        },
      },
      {
        id: 'codesandbox',
        label: translate({id: 'demo.toolbar.codesandbox', message: 'Edit in CodeSandbox'}),
        text: 'CodeSandbox',
        action: 'codesandbox',
        onClick: () => {
          const project = sandbox();
          if (project) openInCodeSandbox(project);
        },
      },
    );
  }

  return (
    <div
      ref={rootRef}
      className={styles.demo}
      data-demo={demo.name}
      data-demo-styling={state.styling}
      data-demo-ready={ready ? 'true' : undefined}
      // A demo's rendered UI and its code are not prose: the search index leaves them out.
      data-pagefind-ignore
    >
      <div ref={liveRef} className={styles.live} style={liveStyle}>
        <DemoErrorBoundary key={state.resetCount} demoName={demo.name} onReset={reset}>
          <LiveIsland demo={demo} onReady={onReady} />
        </DemoErrorBoundary>
      </div>
      <DemoToolbar
        demoName={demo.name}
        items={items}
        stylings={stylings}
        styling={state.styling}
        status={
          copied === 'code' ? (
            <Translate id="demo.toolbar.copied">Source copied</Translate>
          ) : copied === 'link' ? (
            <Translate id="demo.toolbar.linkCopied">Link copied</Translate>
          ) : null
        }
      />
      {shownCode !== undefined && (
        <div
          className={state.codeOpen ? styles.code : styles.preview}
          data-demo-code={state.codeOpen ? state.codeVariant : 'preview'}
        >
          <CodeBlock language={state.codeVariant === 'TS' ? 'tsx' : 'jsx'}>{shownCode}</CodeBlock>
        </div>
      )}
      {state.openedOnce && InlineAd !== null && <InlineAd demoName={demo.name} />}
    </div>
  );
}
