import {useCallback, useLayoutEffect, useRef, useState, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Keeping server HTML: the one rule of every element whose HTML the server wrote and the browser
 * leaves as it is (static API tables, highlighted code blocks, the demos until they open).
 *
 * - An element keeps its server HTML when it mounts while the page hydrates: the HTML is there.
 *   Mounted later (a client-side navigation, a remount), there is none, and it renders as usual.
 * - While kept, the element gets `keptProps`: React hydrates it with `dangerouslySetInnerHTML`,
 *   leaves its children alone and never rewrites them, since `__html` keeps the same value (the
 *   very same object, `KEPT_HTML`).
 * - It stops keeping when its `identity` changes (the same block showing other code), when
 *   `release()` is called (a demo opening), or when it turns out empty: if React discarded the
 *   server HTML (a hydration error above makes it render the page afresh), there is nothing to
 *   keep, and the content renders before the frame is painted.
 */
export const KEPT_HTML = {__html: ''};

const keptProps = {dangerouslySetInnerHTML: KEPT_HTML, suppressHydrationWarning: true} as const;

export type KeptServerHtml<E extends HTMLElement> = {
  keep: boolean;
  ref: RefObject<E | null>;
  /** Spread on the element while `keep` is true. */
  keptProps: typeof keptProps;
  release: () => void;
};

const NOT_KEPT = Symbol('not kept');

type Options<E extends HTMLElement> = {
  /** The element's ref, when it has one already (the hook makes one otherwise). */
  ref?: RefObject<E | null>;
  /** Called once the kept element is known to hold the server's HTML. */
  onKept?: (element: E) => void;
};

/** See the module comment. */
export function useKeptServerHtml<E extends HTMLElement>(
  identity: unknown = null,
  {ref: givenRef, onKept}: Options<E> = {},
): KeptServerHtml<E> {
  // False while the page hydrates, true once it has (and so on every client-side navigation).
  const isBrowser = useIsBrowser();
  const [keptFor, setKeptFor] = useState<unknown>(() =>
    typeof window !== 'undefined' && !isBrowser ? identity : NOT_KEPT,
  );
  const keep = Object.is(keptFor, identity);
  const ownRef = useRef<E>(null);
  const ref = givenRef ?? ownRef;
  const onKeptRef = useRef(onKept);
  useLayoutEffect(() => {
    onKeptRef.current = onKept;
  });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!keep || !element) return;
    // The state follows the DOM here, which React cannot know about otherwise; it happens once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (element.childNodes.length === 0) setKeptFor(NOT_KEPT);
    else onKeptRef.current?.(element);
  }, [keep, ref]);
  const release = useCallback(() => setKeptFor(NOT_KEPT), []);
  return {keep, ref, keptProps, release};
}
