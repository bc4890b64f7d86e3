import React, {useCallback, useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {afterNextPaint} from '@site/src/utils/afterPaint';
import styles from './styles.module.css';

/** Focuses an element that is not focusable by itself, without leaving it in the tab order. */
function focusOnce(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.removeAttribute('tabindex');
}

/**
 * The "skip to main content" link, first in the tab order. After a client-side navigation, focus
 * goes back to the top of the page (here), so that keyboard and screen reader users start the
 * new page from its beginning, as after a full load. The theme does that while React commits the
 * new page, and moving focus then forces the browser to lay out the whole new page one more time
 * before its first frame. Here it happens right after that frame is painted: the reader sees the
 * page sooner and focus lands in the same place.
 */
export default function SkipToContent(): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const {action} = useHistory();
  const previousKey = useRef(location.key);
  const label = translate({
    id: 'theme.common.skipToMainContent',
    message: 'Skip to main content',
    description:
      'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
  });

  useEffect(() => {
    if (previousKey.current === location.key) return undefined;
    previousKey.current = location.key;
    // A link to a heading keeps the browser's own focus and scroll; back and forward too.
    if (location.hash || action !== 'PUSH') return undefined;
    const focusedBefore = document.activeElement;
    return afterNextPaint(() => {
      const element = container.current;
      // The reader may have moved focus themselves within that frame; leave it there.
      const focused = document.activeElement;
      if (element && (focused === focusedBefore || focused === document.body || focused === null)) focusOnce(element);
    });
  }, [location.key, location.hash, action]);

  const skip = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target =
      document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
    if (target) focusOnce(target);
  }, []);

  return (
    <div ref={container} role="region" aria-label={label}>
      <a className={styles.skipLink} href={`#${SkipToContentFallbackId}`} onClick={skip}>
        {label}
      </a>
    </div>
  );
}
