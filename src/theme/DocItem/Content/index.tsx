// Ejected: the plan badge and status chips sit inside the title's <h1>, which the stock component builds itself.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc, useDocsSidebar, useDocsVersion, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import PlanBadge from '@site/src/components/PlanBadge';
import StatusChip from '@site/src/components/StatusChip';
import TranslationNotice from '@site/src/components/TranslationNotice';
import {findDocMarkers, statusesOf} from '@site/src/navigation/markers';
import {productOfDocPath} from '@site/src/config/lookups';
import type {SearchEntry} from '@site/src/search/indexAttributes';
import SearchIndexEntry from '@site/src/components/SearchIndexEntry';
import CopyPage from '@site/src/components/CopyPage';
import {markdownUrlOf} from '@site/plugins/markdown/markdownUrl';
import styles from './styles.module.css';

/** The title Docusaurus adds from front matter when the page body has no `# heading` of its own. */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  return !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
}

function TitleMarkers(): ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const markers = (sidebar && findDocMarkers(sidebar.items, metadata.id)) ?? {};
  return (
    <>
      {markers.plan && <PlanBadge plan={markers.plan} linked />}
      {statusesOf(markers).map((status) => (
        <StatusChip key={status} status={status} />
      ))}
    </>
  );
}

/** How the search index files this page: its section path, product, kind, version and plan. */
function useSearchEntry(): SearchEntry {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const breadcrumbs = useSidebarBreadcrumbs();
  const sidebar = useDocsSidebar();
  const section = breadcrumbs?.map((item) => item.label) ?? [];
  return {
    title: metadata.title,
    section: section.length > 0 ? section : [metadata.title],
    product: productOfDocPath(metadata.id)?.id ?? 'general',
    kind: metadata.id.startsWith('api/') ? 'api' : 'guide',
    version: version.label,
    plan: (sidebar && findDocMarkers(sidebar.items, metadata.id))?.plan,
  };
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  const copyPage = <CopyPage markdownUrl={markdownUrlOf(useDoc().metadata.permalink)} />;
  return (
    <SearchIndexEntry entry={useSearchEntry()} className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle ? (
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            {syntheticTitle}
            <TitleMarkers />
          </Heading>
          {copyPage}
        </header>
      ) : (
        <div className={styles.header}>{copyPage}</div>
      )}
      <TranslationNotice />
      <MDXContent>{children}</MDXContent>
    </SearchIndexEntry>
  );
}
