import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {SECTION_LABELS, sectionsInVersion, type DocsVersionName} from '@site/src/navigation/versionAvailability';
import styles from './styles.module.css';

function statusOf(version: GlobalVersion): ReactNode {
  if (version.name === 'current') {
    return <Translate id="versions.status.next">Next release, in development</Translate>;
  }
  if (version.isLast) {
    return <Translate id="versions.status.current">Current release</Translate>;
  }
  return <Translate id="versions.status.archived">Archived, no longer maintained</Translate>;
}

function VersionRow({version}: {version: GlobalVersion}): ReactNode {
  const sections = sectionsInVersion(version.name as DocsVersionName);
  return (
    <tr data-version={version.name}>
      <th scope="row">
        <Link to={version.path.endsWith('/') ? version.path : `${version.path}/`}>{version.label}</Link>
      </th>
      <td>{statusOf(version)}</td>
      <td>{sections.map((section) => SECTION_LABELS[section]).join(', ')}</td>
    </tr>
  );
}

export default function VersionsPage(): ReactNode {
  const versions = useVersions(undefined);
  return (
    <Layout
      title={translate({id: 'versions.title', message: 'Versions'})}
      description={translate({id: 'versions.description', message: 'Every version of the MUI X documentation.'})}
    >
      <main className={`container margin-vert--xl ${styles.page}`}>
        <h1>
          <Translate id="versions.heading">MUI X documentation versions</Translate>
        </h1>
        <p>
          <Translate id="versions.intro">
            Each major version of MUI X has its own documentation. Use the current release for new projects; archived
            versions stay online for applications that have not upgraded yet.
          </Translate>
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="versions.column.version">Version</Translate>
              </th>
              <th scope="col">
                <Translate id="versions.column.status">Status</Translate>
              </th>
              <th scope="col">
                <Translate id="versions.column.products">Products documented</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <VersionRow key={version.name} version={version} />
            ))}
          </tbody>
        </table>
      </main>
    </Layout>
  );
}
