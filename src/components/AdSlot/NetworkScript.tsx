import React, {useEffect, type RefObject} from 'react';

type Props = {src: string; containerRef: RefObject<HTMLSpanElement | null>; hidden: boolean};

/** The element the network's script is loaded into; the script puts its ad next to itself. */
export default function NetworkScript({src, containerRef, hidden}: Props) {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    container.appendChild(script);
  }, [src, containerRef]);
  return <span ref={containerRef} hidden={hidden} />;
}
