import React, {lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {useCodeSettings} from '@site/src/settings/codeVariantHook';
import {KEEP_SERVER_HTML} from '@site/src/utils/keepServerHtml';
import {openWhenNear} from './liveGate';
import type {DemoData} from './types';
import {ServerIsland} from './serverIsland';
import {pickVariant} from './useDemo';
import styles from './styles.module.css';

// MUI, Emotion and the site theme load with the first demo that renders, not with the page.
const DocsThemeProvider = lazy(() => import('@site/src/settings/DocsThemeProvider'));

function Ready({onReady}: {onReady: () => void}): null {
  useEffect(onReady, [onReady]);
  return null;
}

function ThemedLive({demo, onReady}: {demo: DemoData; onReady: () => void}): ReactNode {
  const {codeStyling} = useCodeSettings();
  const Live = pickVariant(demo, codeStyling).variant.component;
  return (
    <DocsThemeProvider>
      <Live />
      <Ready onReady={onReady} />
    </DocsThemeProvider>
  );
}

type Props = {demo: DemoData; onReady: () => void};

/**
 * The live part of a demo. The server renders it in full. In the browser it first stays the
 * server's HTML, untouched, and renders for real (loading the demo's chunk, MUI and the theme)
 * when it comes near the viewport or the reader points at it (`openWhenNear`). Until the chunk
 * arrives, a copy of that HTML stands in, so nothing flashes or shifts. The page thus hydrates
 * without the demos' code, and each demo renders in a task of its own.
 */
export default function LiveIsland({demo, onReady}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<{html: string; height: number} | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || opened) return undefined;
    return openWhenNear(element, () => {
      const html = element.innerHTML;
      const height = element.offsetHeight;
      // A transition: React renders the demo in slices and yields between them, so a big demo
      // (a grid, a chart) never blocks scrolling or typing for the whole of its first render.
      startTransition(() => setOpened({html, height}));
    });
  }, [opened]);

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
  if (opened === null) {
    return (
      <div ref={ref} className={styles.island} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
    );
  }
  // The demo keeps at least the height of its server HTML: rendering it in the browser never
  // moves the content below it up (a demo whose client render is taller still grows).
  return (
    <div className={styles.island} style={{minHeight: opened.height}}>
      <Suspense fallback={<div className={styles.livePending} dangerouslySetInnerHTML={{__html: opened.html}} />}>
        <ThemedLive demo={demo} onReady={onReady} />
      </Suspense>
    </div>
  );
}
