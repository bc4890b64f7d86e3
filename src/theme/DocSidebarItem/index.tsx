import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItem';
import type {PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import {isSubheader, readMarkers, statusesOf} from '@site/src/navigation/markers';
import {sameUnlessActive} from '@site/src/navigation/sidebarItemMemo';
import MarkedCategory from './MarkedCategory';
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

/**
 * Every sidebar entry: subheaders as labels, and plan badges and status chips from `customProps`
 * (links draw theirs in ./Link; marked categories are ./MarkedCategory).
 */
function DocSidebarItemWrapper(props: Props): ReactNode {
  const {item} = props;
  if (item.type !== 'category') return <DocSidebarItem {...props} />;
  if (isSubheader(item.customProps)) return <Subheader {...props} item={item} />;
  const markers = readMarkers(item.customProps);
  if (markers.plan || statusesOf(markers).length > 0) return <MarkedCategory {...props} item={item} />;
  return <DocSidebarItem {...props} />;
}

export default memo(DocSidebarItemWrapper, sameUnlessActive(isActiveSidebarItem));
