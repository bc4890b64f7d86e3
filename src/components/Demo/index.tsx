import React, {useCallback, useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {CODE_STYLINGS} from '@site/src/settings/codeStyling';
import {demoSourceHash} from '@site/src/settings/demoHash';
import {updateCodeSettings} from '@site/src/settings/codeVariantHook';
import {createSandboxProject, muiXVersionFor} from '@site/src/utils/sandbox';
import {openInCodeSandbox, openInStackBlitz} from '@site/src/utils/sandboxOpen';
import DemoCode from './DemoCode';
import DemoErrorBoundary from './DemoErrorBoundary';
import DemoToolbar, {type ToolbarItem} from './DemoToolbar';
import LiveIsland from './LiveIsland';
import {editKey} from './editEntries';
import {demoSourceLink} from './editLink';
import {sandboxInputOf, shownSourceOf} from './shownSource';
import {useDemoEdits, useEditFromLink, type EditTarget} from './useDemoEdits';
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
  const edits = useDemoEdits(demo.name);
  // The reader's edit of the variant shown (TS or JS, of the styling shown), kept until Reset.
  const target: EditTarget = {
    key: editKey(state.styling, state.codeVariant),
    language: state.codeVariant,
    component: state.variant.component,
  };
  const entry = edits.entryOf(target);
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
    edits.reset();
    state.reset();
  };
  useEditFromLink(
    demo.name,
    useCallback(
      (link, code) => {
        const styling = link.codeStyling && demo.variants[link.codeStyling] ? link.codeStyling : 'system';
        const component = demo.variants[styling]?.component;
        if (code === null || component === undefined) return; // An unreadable edit: the demo as it is.
        const linked = {key: editKey(styling, link.codeVariant), language: link.codeVariant, component};
        edits.edit(linked, code);
        edits.run(linked, code);
      },
      [demo.variants, edits.edit, edits.run], // eslint-disable-line react-hooks/exhaustive-deps -- stable callbacks
    ),
  );
  const stylings = CODE_STYLINGS.filter((styling) => demo.variants[styling]);
  const reservedHeight = Math.max(Number(minHeight) || 0, heldHeight);
  const liveStyle: CSSProperties | undefined = reservedHeight > 0 ? {minHeight: reservedHeight} : undefined;

  // An edited variant shows its edit; its preview would show the original, so it is left out.
  const shownCode = state.codeOpen ? shownSourceOf(state, entry) : entry ? undefined : state.preview;

  useEffect(() => {
    if (copied === null) return undefined;
    const timer = window.setTimeout(() => setCopied(null), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async (kind: 'code' | 'link') => {
    const hash = demoSourceHash(demo.name, state.codeVariant, state.styling);
    const text = kind === 'code' ? shownSourceOf(state, entry) : demoSourceLink(window.location, hash, entry?.code);
    if (await writeClipboard(text)) setCopied(kind);
  };
  const sandbox = () => createSandboxProject(sandboxInputOf(demo, state, entry));

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
          <LiveIsland
            demo={demo}
            onReady={onReady}
            edited={
              entry?.component && {
                component: entry.component,
                working: entry.working,
                onRendered: (component) => edits.onRendered(target, component),
                onError: (component, error) => edits.onRenderError(target, component, error),
              }
            }
          />
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
          <DemoCode
            key={target.key}
            editable={state.codeOpen}
            demoName={demo.name}
            code={shownCode}
            language={state.codeVariant}
            problem={entry?.problem ?? null}
            onOpen={() => edits.prepare(target)}
            onChange={(code) => edits.edit(target, code)}
            onPause={(code) => edits.run(target, code)}
          />
        </div>
      )}
      {state.openedOnce && InlineAd !== null && <InlineAd demoName={demo.name} />}
    </div>
  );
}
