import React, {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The code as one string when it is only text (so that it can be highlighted and copied). */
function asText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * A code block. Docusaurus renders every block a second time once the page has hydrated, because
 * its server HTML carried the colours of the light theme only; ours carries CSS variables that
 * hold the colours of either mode (src/config/codeThemes.ts), so a block keeps its server HTML
 * (see ./Content) and Prism does not have to run while a page loads.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const code = asText(children);
  return typeof code === 'string' ? (
    <StringContent {...props}>{code}</StringContent>
  ) : (
    <ElementContent {...props}>{code}</ElementContent>
  );
}
