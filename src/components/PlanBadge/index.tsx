import React, {type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Tooltip from './Tooltip';
import clsx from 'clsx';
import styles from './styles.module.css';

export type Plan = 'pro' | 'premium';

export const LICENSING_PATH = '/introduction/licensing/';

function planLabel(plan: Plan): string {
  return plan === 'pro'
    ? translate({id: 'planBadge.pro.label', message: 'Pro plan', description: 'Accessible name of the Pro plan icon'})
    : translate({
        id: 'planBadge.premium.label',
        message: 'Premium plan',
        description: 'Accessible name of the Premium plan icon',
      });
}

function planTooltip(plan: Plan): string {
  return plan === 'pro'
    ? translate({
        id: 'planBadge.pro.tooltip',
        message: 'Available with MUI X Pro: see licensing',
        description: 'Tooltip of the Pro plan icon, a link to the licensing page',
      })
    : translate({
        id: 'planBadge.premium.tooltip',
        message: 'Available with MUI X Premium: see licensing',
        description: 'Tooltip of the Premium plan icon, a link to the licensing page',
      });
}

function PlanIcon({plan}: {plan: Plan}): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 1 15 8 8 15 1 8z" />
      {plan === 'premium' && <path fill="var(--plan-badge-facet)" d="M8 4.5 11.5 8 8 11.5 4.5 8z" />}
    </svg>
  );
}

// The tooltip renders in a portal, yet React bubbles its clicks to the sidebar link around the icon.
const keepClickInTooltip = (event: MouseEvent) => event.stopPropagation();

/**
 * The plan icon of a Pro or Premium feature. In the sidebar it sits inside the entry's link, so
 * its tooltip carries the licensing link; next to a page title (`linked`) the icon itself links.
 */
export default function PlanBadge({plan, linked = false}: {plan: Plan; linked?: boolean}): ReactNode {
  const label = planLabel(plan);
  const className = clsx(styles.badge, styles[plan]);
  if (linked) {
    return (
      <Tooltip title={planTooltip(plan)} describeChild>
        <Link to={LICENSING_PATH} className={className} aria-label={label} data-plan={plan} data-pagefind-ignore>
          <PlanIcon plan={plan} />
        </Link>
      </Tooltip>
    );
  }
  return (
    <Tooltip
      title={
        <Link to={LICENSING_PATH} className={styles.tooltipLink} onClick={keepClickInTooltip}>
          {planTooltip(plan)}
        </Link>
      }
    >
      <span role="img" aria-label={label} className={className} data-plan={plan} data-pagefind-ignore>
        <PlanIcon plan={plan} />
      </span>
    </Tooltip>
  );
}
