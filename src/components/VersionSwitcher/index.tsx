import React, {type ReactNode} from 'react';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import {useHistorySelector} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {sectionOfDocPath} from '@site/src/navigation/versionAvailability';
import {offeredVersions, switchTargetPath} from '@site/src/navigation/versionSwitch';

type Props = {mobile?: boolean; position?: 'left' | 'right'; className?: string};

/**
 * The navbar's version menu: only the versions that document the section being read, each
 * leading to the same page there when it exists (see `switchTargetPath`), then "View all versions".
 */
export default function VersionSwitcher({mobile, ...props}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const {activeVersion, activeDoc} = useActiveDocContext(undefined);
  const {savePreferredVersionName} = useDocsPreferredVersion(undefined);
  const candidates = useDocsVersionCandidates(undefined);
  const versions = offeredVersions(sectionOfDocPath(activeDoc?.id ?? ''), useVersions(undefined));

  const versionItems: LinkLikeNavbarItemProps[] = versions.map((version) => {
    const path = switchTargetPath(activeDoc?.id, version);
    const samePage = activeDoc !== undefined && version.docs.some((doc) => doc.id === activeDoc.id);
    return {
      label: version.label,
      // The query and hash only mean something on the same page.
      to: samePage ? `${path}${search}${hash}` : path,
      isActive: () => version.name === activeVersion?.name,
      onClick: () => savePreferredVersionName(version.name),
    };
  });
  const items: LinkLikeNavbarItemProps[] = [
    ...versionItems,
    {type: 'html', value: '<hr class="dropdown-separator">'},
    {
      to: '/versions/',
      label: translate({
        id: 'versionSwitcher.viewAll',
        message: 'View all versions',
        description: 'Last entry of the navbar version menu, a link to the versions page',
      }),
    },
  ];
  const displayed = candidates[0] ?? versions[0];
  const label = mobile
    ? translate({
        id: 'versionSwitcher.mobileLabel',
        message: 'Versions',
        description: 'Label of the version menu in the mobile navbar',
      })
    : (displayed?.label ?? '');
  return <DropdownNavbarItem {...props} mobile={mobile} label={label} items={items} data-testid="version-switcher" />;
}
