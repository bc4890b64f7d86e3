import React, {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {KEEP_SERVER_HTML} from '@site/src/utils/keepServerHtml';

type Props = {className?: string; children: ReactNode};

/**
 * A block of static content (no state, no handlers: plain elements, links and `<details>`) that
 * the browser does not hydrate. On a page loaded from the server, its HTML is already there and
 * stays as it is: React neither renders the children nor walks their nodes, which on a long API
 * table is most of the page's hydration. Reached by client-side navigation, there is no server
 * HTML and the children render as usual. Whether to keep the HTML is decided once, when the block
 * mounts; give it a `key` that changes with the content so that another page gets a new block.
 */
export default function ServerHtml({className, children}: Props): ReactNode {
  // False while the page hydrates, true once it has (and so on every client-side navigation).
  const isBrowser = useIsBrowser();
  const [keep, setKeep] = useState(() => typeof window !== 'undefined' && !isBrowser);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // If React gave up on the server HTML (a hydration error above this block makes it render
    // the page afresh), there is nothing to keep: render the content before the frame is painted.
    // The state follows the DOM here, which React cannot know about otherwise; it happens once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (keep && ref.current && ref.current.childNodes.length === 0) setKeep(false);
  }, [keep]);
  if (keep) {
    return <div ref={ref} className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return <div className={className}>{children}</div>;
}
