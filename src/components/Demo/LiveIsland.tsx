import React, {
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {useKeptServerHtml} from '@site/src/components/ServerHtml/useKeptServerHtml';
import {useCodeSettings} from '@site/src/settings/codeVariantHook';
import type {CodeStyling} from '@site/src/settings/codeStyling';
import {DemoThemeProvider} from './demoTheme';
import {openWhenNear} from './liveGate';
import EditBoundary from './EditBoundary';
import type {DemoData} from './types';
import {ServerIsland} from './serverIsland';
import {pickVariant} from './useDemo';
import styles from './styles.module.css';

function Ready({onReady}: {onReady: () => void}): null {
  useEffect(onReady, [onReady]);
  return null;
}

/** The demo compiled from the reader's edit of the shown variant, rendered in place of the original. */
export type EditedLive = {
  component: ComponentType;
  /** The last edit that rendered, or none: then the original demo stands in while the edit fails. */
  working?: ComponentType;
  onRendered: (component: ComponentType) => void;
  onError: (component: ComponentType, error: unknown) => void;
};

type Props = {demo: DemoData; onReady: () => void; edited?: EditedLive};

function ThemedLive({demo, onReady, edited}: Props): ReactNode {
  const {codeStyling} = useCodeSettings();
  const Live = pickVariant(demo, codeStyling).variant.component;
  return (
    <DemoThemeProvider>
      {edited ? (
        <EditBoundary
          component={edited.component}
          fallback={edited.working ?? Live}
          onRendered={edited.onRendered}
          onError={edited.onError}
        />
      ) : (
        <Live />
      )}
      <Ready onReady={onReady} />
    </DemoThemeProvider>
  );
}

/** Whether a demo mounted in the browser can render before the page is painted: its code and its theme are there. */
function codeIsThere(demo: DemoData, codeStyling: CodeStyling): boolean {
  const {component} = pickVariant(demo, codeStyling).variant;
  return (
    DemoThemeProvider.loaded() !== undefined && (component.loaded === undefined || component.loaded() !== undefined)
  );
}

/**
 * Whether an island mounted empty will be in view when the frame is painted: where it stands now
 * (a reset), or in the first screen of the page (a page reached by a link, which the router
 * scrolls to the top after this check runs).
 */
function startsInView(element: HTMLElement): boolean {
  const {top} = element.getBoundingClientRect();
  const inViewport = (y: number) => y >= 0 && y < window.innerHeight;
  return inViewport(top) || inViewport(top + window.scrollY);
}

/** What the island shows before the demo's code has arrived: the server's HTML, at its height. */
type Opened = {html: string; height: number} | null;

/**
 * The live part of a demo. The server renders it in full. On a page loaded from the server, the
 * browser keeps that HTML untouched (useKeptServerHtml) and renders the demo for real (loading the
 * demo's chunk, MUI and the theme) when it comes near the viewport or the reader points at it
 * (`openWhenNear`); until the chunk arrives, a copy of that HTML stands in, at its height, so
 * nothing flashes or shifts. The page thus hydrates without the demos' code. Mounted in the
 * browser (a page reached by a link, a reset), there is no server HTML, and the route has waited
 * for the demo's code (see lazyDemo.ts): a demo in view renders before the page is painted, so
 * nothing below it moves; one further down renders right after, as a transition that React renders
 * in slices, yielding between them, so a big demo never blocks scrolling or typing. Nothing
 * suspends, so React does not hold the demo back either.
 */
export default function LiveIsland({demo, onReady, edited}: Props): ReactNode {
  const {keep, ref, keptProps, release} = useKeptServerHtml<HTMLDivElement>();
  const [opened, setOpened] = useState<Opened | undefined>(undefined);
  const {codeStyling} = useCodeSettings();

  useLayoutEffect(() => {
    const element = ref.current;
    if (keep || opened !== undefined || !element) return;
    // A re-render before paint, once: the reader never sees the page without this demo.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (startsInView(element) && codeIsThere(demo, codeStyling)) setOpened(null);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- at mount only

  useEffect(() => {
    const element = ref.current;
    if (opened !== undefined) return undefined;
    if (!keep || !element) {
      startTransition(() => setOpened(null));
      return undefined;
    }
    return openWhenNear(element, () => {
      const html = element.innerHTML;
      const height = element.offsetHeight;
      startTransition(() => {
        setOpened({html, height});
        release();
      });
    });
  }, [keep, opened, ref, release]);

  if (typeof window === 'undefined') {
    // No Suspense boundary on the server: the page waits for the demo's chunk and the demo is
    // written inline. Under a boundary, React writes a large demo after the page and moves it in
    // with a script, after a delay: the content below it would shift when it appears.
    return (
      <div className={styles.island}>
        <ServerIsland.Provider value>
          <ThemedLive demo={demo} onReady={onReady} />
        </ServerIsland.Provider>
      </div>
    );
  }
  if (keep) return <div ref={ref} className={styles.island} {...keptProps} />;
  if (opened === undefined) return <div ref={ref} className={styles.island} />;
  // The demo keeps at least the height of its server HTML: rendering it in the browser never
  // moves the content below it up (a demo whose client render is taller still grows).
  return (
    <div className={styles.island} style={opened ? {minHeight: opened.height} : undefined}>
      <Suspense
        fallback={
          opened ? <div className={styles.livePending} dangerouslySetInnerHTML={{__html: opened.html}} /> : null
        }
      >
        <ThemedLive demo={demo} onReady={onReady} edited={edited} />
      </Suspense>
    </div>
  );
}
