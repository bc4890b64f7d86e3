import React, {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Collapsible, ThemeClassNames, useCollapsible} from '@docusaurus/theme-common';
import type {PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';
import {findFirstSidebarItemLink, isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItem';
import SidebarMarkers from '@site/src/components/SidebarMarkers';
import styles from './styles.module.css';

type CategoryProps = Omit<Props, 'item'> & {item: PropSidebarItemCategory};

/**
 * A category with a plan badge or status chips (the Pro range components, the new products). The
 * stock category renders its label as plain text, and names the category in its caret's
 * `aria-label` from it; this one renders the badges after the label and keeps every accessible
 * name a string. It behaves as the stock category: it opens when one of its pages is active or on
 * a click, links to its first page until the page hydrates, and to its own page when it has one.
 */
export default function MarkedCategory({item, activePath, onItemClick, level}: CategoryProps): ReactNode {
  const isBrowser = useIsBrowser();
  const isActive = isActiveSidebarItem(item, activePath);
  const {collapsed, setCollapsed} = useCollapsible({
    initialState: () => (item.collapsible ? !isActive && item.collapsed : false),
  });
  useEffect(() => {
    if (isActive) setCollapsed(false);
  }, [isActive, activePath, setCollapsed]);
  const toggle = () => item.collapsible && setCollapsed(!collapsed);
  // Without script, the category still leads somewhere: its first page (as the stock category does).
  const fallbackHref = !isBrowser && item.collapsible ? findFirstSidebarItemLink(item) : undefined;
  const label = (
    <span className={styles.categoryLabel}>
      {item.label}
      <SidebarMarkers customProps={item.customProps} />
    </span>
  );
  const caretLabel = collapsed
    ? translate(
        {id: 'theme.DocSidebarItem.expandCategoryAriaLabel', message: "Expand sidebar category '{label}'"},
        {label: item.label},
      )
    : translate(
        {id: 'theme.DocSidebarItem.collapseCategoryAriaLabel', message: "Collapse sidebar category '{label}'"},
        {label: item.label},
      );
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        {'menu__list-item--collapsed': collapsed},
        item.className,
      )}
    >
      <div className="menu__list-item-collapsible">
        {item.href ? (
          <>
            <Link
              className={clsx('menu__link', {'menu__link--active': isActive})}
              to={item.href}
              aria-current={activePath === item.href ? 'page' : undefined}
              onClick={() => {
                onItemClick?.(item);
                setCollapsed(false);
              }}
            >
              {label}
            </Link>
            {item.collapsible && (
              <button
                type="button"
                className="clean-btn menu__caret"
                aria-label={caretLabel}
                aria-expanded={!collapsed}
                onClick={toggle}
              />
            )}
          </>
        ) : (
          <Link
            className={clsx('menu__link', {
              'menu__link--sublist': item.collapsible,
              'menu__link--sublist-caret': item.collapsible,
              'menu__link--active': isActive,
            })}
            href={fallbackHref ?? '#'}
            role={item.collapsible ? 'button' : undefined}
            aria-expanded={item.collapsible ? !collapsed : undefined}
            onClick={(event) => {
              event.preventDefault();
              onItemClick?.(item);
              toggle();
            }}
          >
            {label}
          </Link>
        )}
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        <DocSidebarItems
          items={item.items}
          tabIndex={collapsed ? -1 : 0}
          onItemClick={onItemClick}
          activePath={activePath}
          level={level + 1}
        />
      </Collapsible>
    </li>
  );
}
