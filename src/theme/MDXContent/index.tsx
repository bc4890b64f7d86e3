import React, {type ReactNode} from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import AdSlot from '@site/src/components/AdSlot';
import DemoInlineAd from '@site/src/components/AdSlot/DemoInlineAd';
import {DemoInlineAdContext} from '@site/src/components/Demo/DemoInlineAdContext';
import {shouldShowPageAd} from '@site/src/ads/pageAdRule';
import {findDocMarkers} from '@site/src/navigation/markers';

type Props = WrapperProps<typeof MDXContentType>;

function DocPageAd(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const sidebar = useDocsSidebar();
  const plan = findDocMarkers(sidebar?.items ?? [], metadata.id)?.plan;
  return shouldShowPageAd({docId: metadata.id, frontMatter, plan}) ? <AdSlot /> : null;
}

/** The page body, with the ad slot above it (under the title) on doc pages that have one, and the inline ad offered to demos. */
export default function MDXContentWrapper(props: Props): ReactNode {
  // In the docs plugin, MDXContent renders only inside a doc page, where the doc context exists.
  const isDocPage = useRouteContext().plugin.name === 'docusaurus-plugin-content-docs';
  return (
    <>
      {isDocPage ? <DocPageAd /> : null}
      <DemoInlineAdContext.Provider value={isDocPage ? DemoInlineAd : null}>
        <MDXContent {...props} />
      </DemoInlineAdContext.Provider>
    </>
  );
}
