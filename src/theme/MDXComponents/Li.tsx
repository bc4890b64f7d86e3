import React, {type ReactNode} from 'react';
import Li from '@theme-original/MDXComponents/Li';
import type LiType from '@theme/MDXComponents/Li';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LiType>;

/**
 * A Markdown task-list item (`- [ ] step`, the migration checklists) holds its checkbox and its
 * text in one label, so the checkbox is named by its step (axe `label`); other items are unchanged.
 */
export default function LiWrapper(props: Props): ReactNode {
  if (
    !String(props.className ?? '')
      .split(/\s+/)
      .includes('task-list-item')
  )
    return <Li {...props} />;
  return (
    <Li {...props}>
      <label>{props.children}</label>
    </Li>
  );
}
