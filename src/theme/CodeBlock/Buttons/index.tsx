import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import styles from './styles.module.css';

/**
 * Docusaurus's copy and word-wrap buttons, in a group that is pinned by its right edge and takes
 * no width: the word-wrap button appears beside the copy button once the code is measured (after
 * hydration), and neither the group nor the copy button moves when it does (no layout shift).
 */
export default function CodeBlockButtons({className}: Props): ReactNode {
  return <Buttons className={clsx(className, styles.pinned)} />;
}
