import React, {cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import styles from './styles.module.css';

type AnchorProps = {'aria-describedby'?: string};

type Props = {
  title: ReactNode;
  /** The tooltip describes its anchor (`aria-describedby`) rather than only showing on hover. */
  describeChild?: boolean;
  children: ReactElement<AnchorProps>;
};

// Long enough to move the pointer from the icon onto the tooltip and its link.
const CLOSE_DELAY_MS = 150;
const GAP_PX = 8;

/**
 * A small hover and focus tooltip for the plan icons, shown in a portal so the sidebar's scrolling
 * box cannot clip it. It is plain React and CSS: the sidebar is on every page, and MUI's Tooltip
 * would bring MUI and Emotion to pages that have no demo.
 */
export default function Tooltip({title, describeChild = false, children}: Props): ReactNode {
  const id = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  const [position, setPosition] = useState<{top: number; left: number} | null>(null);
  const open = position !== null;

  // Placed under the anchor, measured when it is shown.
  const showAt = (anchor: Element) => {
    window.clearTimeout(closeTimer.current);
    const rect = anchor.getBoundingClientRect();
    setPosition({top: rect.bottom + GAP_PX, left: rect.left + rect.width / 2});
  };
  const keepOpen = () => window.clearTimeout(closeTimer.current);
  const hide = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setPosition(null), CLOSE_DELAY_MS);
  };

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPosition(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // The handlers sit on a wrapper (focus and hover events bubble to it); the anchor itself only
  // gains the description.
  const anchor = describeChild && open ? cloneElement(children, {'aria-describedby': id}) : children;

  return (
    <>
      <span
        className={styles.anchor}
        onMouseEnter={(event) => showAt(event.currentTarget)}
        onMouseLeave={hide}
        onFocus={(event) => showAt(event.currentTarget)}
        onBlur={hide}
      >
        {anchor}
      </span>
      {position &&
        createPortal(
          <div
            id={id}
            role="tooltip"
            className={styles.tooltip}
            style={{top: position.top, left: position.left}}
            onMouseEnter={keepOpen}
            onMouseLeave={hide}
          >
            {title}
          </div>,
          document.body,
        )}
    </>
  );
}
