import React, {type ReactNode} from 'react';
import {useKeptServerHtml} from './useKeptServerHtml';

type Props = {className?: string; children: ReactNode};

/**
 * A block of static content (no state, no handlers: plain elements, links and `<details>`) that
 * the browser does not hydrate. On a page loaded from the server, its HTML is already there and
 * stays as it is (see useKeptServerHtml): React neither renders the children nor walks their
 * nodes, which on a long API table is most of the page's hydration. Reached by client-side
 * navigation, the children render as usual. Give it a `key` that changes with the content, so that
 * another page gets a new block.
 */
export default function ServerHtml({className, children}: Props): ReactNode {
  const {keep, ref, keptProps} = useKeptServerHtml<HTMLDivElement>();
  if (keep) return <div ref={ref} className={className} {...keptProps} />;
  return <div className={className}>{children}</div>;
}
