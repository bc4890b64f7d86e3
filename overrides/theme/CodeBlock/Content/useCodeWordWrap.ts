import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useDocusaurusWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useDocusaurusWordWrap>;

/** Whether a code block needs its word-wrap button: its code overflows, or wrapping is on. */
export function isCodeScrollable(block: HTMLElement): boolean {
  return block.scrollWidth > block.clientWidth || block.querySelector('code')?.hasAttribute('style') === true;
}

/**
 * The word wrap of a code block, as Docusaurus's `useCodeWordWrap`, but measured by a
 * ResizeObserver. Docusaurus reads each block's `scrollWidth` in an effect right after the page
 * commits, which makes the browser lay out the new page there and again for the frame; a
 * ResizeObserver's callback runs once the frame's layout is done, so reading the sizes costs
 * nothing. It also sees the changes that no window `resize` event reports: a tab panel shown, the
 * sidebar collapsed, a font loaded, wrapping switched on or off.
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [scrollable, setScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Long tokens (a URL, a hash) wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setScrollable(isCodeScrollable(block)));
    // The block's box changes with the page's width; its code's box with the code's own width.
    observer.observe(block);
    const code = block.querySelector('code');
    if (code) observer.observe(code);
    return () => observer.disconnect();
  }, []);

  return {codeBlockRef, isEnabled, isCodeScrollable: scrollable, toggle};
}
