import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {apiRoute} from '@site/plugins/api-docs/routes';
import {rootVersion, versionByPath} from '@site/src/config/lookups';

type Props = {versionPath: string; product: string; currentReleasePath?: string | null};

/**
 * Above an API page of a version other than the current release (as Docusaurus's banner is above
 * the guide pages): the version is unmaintained or not released yet, and the same page in the
 * current release is one click away when it exists there.
 */
export default function VersionBanner({versionPath, product, currentReleasePath}: Props): ReactNode {
  const version = versionByPath(versionPath);
  if (!version || version.status === 'current') return null;
  const root = rootVersion();
  const current = root.label;
  return (
    <div className="alert alert--warning margin-bottom--md" role="note" data-version-banner={version.status}>
      {version.status === 'archived' ? (
        <Translate id="api.banner.archived" values={{version: version.label}}>
          {'This is the API reference of MUI X {version}, which is no longer maintained.'}
        </Translate>
      ) : (
        <Translate id="api.banner.next" values={{version: version.label}}>
          {'This is the API reference of MUI X {version}, which is not released yet.'}
        </Translate>
      )}{' '}
      <Link to={currentReleasePath ?? apiRoute(root.path, product)}>
        {currentReleasePath ? (
          <Translate id="api.banner.samePage" values={{version: current}}>
            {'See this page in the current release ({version}).'}
          </Translate>
        ) : (
          <Translate id="api.banner.index" values={{version: current}}>
            {'See the API reference of the current release ({version}).'}
          </Translate>
        )}
      </Link>
    </div>
  );
}
