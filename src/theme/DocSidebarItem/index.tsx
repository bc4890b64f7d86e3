import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItem';
import type {PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import PlanBadge from '@site/src/components/PlanBadge';
import StatusChip from '@site/src/components/StatusChip';
import {isSubheader, readMarkers, statusesOf} from '@site/src/navigation/markers';
import {sameUnlessActive} from '@site/src/navigation/sidebarItemMemo';
import styles from './styles.module.css';

/** A subheader is a label over its entries: it never collapses and is not a link. */
function Subheader({item, ...props}: Omit<Props, 'item'> & {item: PropSidebarItemCategory}): ReactNode {
  return (
    <li className={clsx('menu__list-item', styles.subheader, item.className)}>
      <span className={styles.subheaderLabel}>{item.label}</span>
      <ul className="menu__list">
        <DocSidebarItems
          items={item.items}
          activePath={props.activePath}
          onItemClick={props.onItemClick}
          tabIndex={props.tabIndex}
          level={props.level + 1}
        />
      </ul>
    </li>
  );
}

/** Every sidebar entry: subheaders as labels, and plan icons and status chips from `customProps`. */
function DocSidebarItemWrapper(props: Props): ReactNode {
  const {item} = props;
  if (item.type === 'html') return <DocSidebarItem {...props} />;
  if (item.type === 'category' && isSubheader(item.customProps)) return <Subheader {...props} item={item} />;
  const markers = readMarkers(item.customProps);
  const statuses = statusesOf(markers);
  if (!markers.plan && statuses.length === 0) return <DocSidebarItem {...props} />;
  const label = (
    <>
      {item.label}
      {markers.plan && <PlanBadge plan={markers.plan} />}
      {statuses.map((status) => (
        <StatusChip key={status} status={status} />
      ))}
    </>
  );
  // The stock item renders its label as a React child; a node keeps its link, caret and active state.
  return <DocSidebarItem {...props} item={{...item, label: label as unknown as string}} />;
}

export default memo(DocSidebarItemWrapper, sameUnlessActive(isActiveSidebarItem));
