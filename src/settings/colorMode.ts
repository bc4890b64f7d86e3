import type {PaletteMode} from './themeSettings';

/**
 * The colour mode, read one way: Docusaurus owns it and writes it to `html[data-theme]` (before the
 * first paint, then on every change). The theme settings and analytics both read it here, and one
 * observer per document tells every listener of a change.
 */
export function readColorMode(doc: Document = document): PaletteMode {
  return doc.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

const watchers = new WeakMap<Document, {observer: MutationObserver; listeners: Set<() => void>}>();

/** Calls `onChange` after each change of the colour mode; returns the unsubscribe. */
export function watchColorMode(onChange: () => void, doc: Document = document): () => void {
  let watcher = watchers.get(doc);
  if (!watcher) {
    const listeners = new Set<() => void>();
    const observer = new MutationObserver(() => listeners.forEach((listener) => listener()));
    observer.observe(doc.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    watcher = {observer, listeners};
    watchers.set(doc, watcher);
  }
  const {listeners, observer} = watcher;
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      observer.disconnect();
      watchers.delete(doc);
    }
  };
}
