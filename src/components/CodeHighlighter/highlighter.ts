import type {ComponentType} from 'react';
import type {CodeLinesProps} from '@site/overrides/theme/CodeBlock/Content/PlainLines';

/** The highlighted lines component, with Prism: a chunk of its own, kept out of the startup script. */
export type Highlighter = ComponentType<CodeLinesProps>;

type HighlighterModule = {default: Highlighter; warmUp?: () => void};

let loaded: Highlighter | null = null;
let loading: Promise<Highlighter> | null = null;

/** The highlighter if it has loaded, for a synchronous render. */
export function getHighlighter(): Highlighter | null {
  return loaded;
}

function whenIdle(callback: () => void): void {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 1000});
  else window.setTimeout(callback, 50);
}

/**
 * Loads (once) the chunk with Prism and the highlighted lines, then warms Prism up in idle time;
 * a failed load can be tried again.
 */
export function loadHighlighter(
  load: () => Promise<HighlighterModule> = () => import('@site/overrides/theme/CodeBlock/Content/HighlightedLines'),
): Promise<Highlighter> {
  loading ??= load().then(
    (module) => {
      const {warmUp} = module;
      if (warmUp) whenIdle(warmUp);
      return (loaded = module.default);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Loads the highlighter ahead of need, once the reader shows they may go somewhere that shows new
 * code: pointing at or focusing a link or a demo. Docusaurus preloads a linked page the same way;
 * without this, the first page reached by a link would show its code plain for the moment Prism
 * takes to load and run. A page that is only read never loads Prism. Returns the cleanup.
 */
export function warmUpOnIntent(target: Document, load: () => Promise<unknown> = loadHighlighter): () => void {
  const stop = () => INTENT_EVENTS.forEach((type) => target.removeEventListener(type, onIntent, true));
  function onIntent(event: Event) {
    const element = event.target instanceof Element ? event.target : null;
    if (!element?.closest('a[href], [data-demo]')) return;
    stop();
    load().catch(() => undefined); // A failed load is tried again when a code block needs it.
  }
  INTENT_EVENTS.forEach((type) => target.addEventListener(type, onIntent, {capture: true, passive: true}));
  return stop;
}
