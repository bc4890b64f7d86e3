import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Plan} from '@site/plugins/api-docs/types';
import styles from './styles.module.css';

/** The Pro or Premium mark of a commercial component; nothing for community components. */
export default function PlanBadge({plan}: {plan: Plan}): ReactNode {
  if (plan === 'community') return null;
  const label =
    plan === 'pro'
      ? translate({id: 'api.plan.pro', message: 'Pro plan'})
      : translate({id: 'api.plan.premium', message: 'Premium plan'});
  return (
    <span className={`${styles.badge} ${styles[plan]}`} title={label} data-plan={plan}>
      {label}
    </span>
  );
}
