import React, {type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table. The theme lets a wide table scroll sideways inside the page (`display: block;
 * overflow: auto`): a region that scrolls must take focus, or a keyboard reader cannot scroll it
 * (axe scrollable-region-focusable).
 */
export default function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}
