import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import styles from './styles.module.css';

export type Status = 'new' | 'preview' | 'planned';

function chipText(status: Status): {label: string; title: string} {
  switch (status) {
    case 'new':
      return {
        label: translate({id: 'statusChip.new', message: 'New', description: 'Chip of a recently added feature'}),
        title: translate({
          id: 'statusChip.new.title',
          message: 'Recently added',
          description: 'Tooltip of the New chip',
        }),
      };
    case 'preview':
      return {
        label: translate({id: 'statusChip.preview', message: 'Preview', description: 'Chip of an unstable feature'}),
        title: translate({
          id: 'statusChip.preview.title',
          message: 'Unstable: the API may still change',
          description: 'Tooltip of the Preview chip',
        }),
      };
    case 'planned':
      return {
        label: translate({id: 'statusChip.planned', message: 'Planned', description: 'Chip of an unreleased feature'}),
        title: translate({
          id: 'statusChip.planned.title',
          message: 'Not released yet',
          description: 'Tooltip of the Planned chip',
        }),
      };
  }
}

/** A small "New", "Preview" or "Planned" label beside a navigation entry or a page title. */
export default function StatusChip({status}: {status: Status}): ReactNode {
  const {label, title} = chipText(status);
  return (
    <span className={clsx(styles.chip, styles[status])} title={title} data-status={status} data-pagefind-ignore>
      {label}
    </span>
  );
}
