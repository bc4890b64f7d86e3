import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useFilteredAndTreeifiedTOC, useTOCHighlight} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TOCItems';
import TOCItemTree from '@theme/TOCItems/Tree';
import {afterNextPaint} from '@site/src/utils/afterPaint';

type HighlightConfig = NonNullable<Parameters<typeof useTOCHighlight>[0]>;

/** Marks the link of the section the reader is in (Docusaurus's `useTOCHighlight`). */
function Highlight({config}: {config: HighlightConfig}): null {
  useTOCHighlight(config);
  return null;
}

/** False until the frame after the component mounted has been painted. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

/**
 * A table of contents, as Docusaurus's, with the highlight of the current section starting once
 * the page has been painted. Docusaurus measures the navbar and every heading of the page as soon
 * as the table mounts; after a click on a link, that is inside the click's task, before the new
 * page's first frame, where it makes the browser lay out the whole page once more (~20 ms on the
 * Data Grid pages). A frame later, the measure costs nothing and the reader sees no difference.
 */
export default function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName,
  minHeadingLevel: minHeadingLevelOption,
  maxHeadingLevel: maxHeadingLevelOption,
  ...props
}: Props): ReactNode {
  const {tableOfContents} = useThemeConfig();
  const minHeadingLevel = minHeadingLevelOption ?? tableOfContents.minHeadingLevel;
  const maxHeadingLevel = maxHeadingLevelOption ?? tableOfContents.maxHeadingLevel;
  const tocTree = useFilteredAndTreeifiedTOC({toc, minHeadingLevel, maxHeadingLevel});
  const config = useMemo(
    () =>
      linkClassName && linkActiveClassName
        ? {linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel}
        : undefined,
    [linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel],
  );
  const painted = usePainted();
  return (
    <>
      <TOCItemTree toc={tocTree} className={className} linkClassName={linkClassName} {...props} />
      {config && painted ? <Highlight config={config} /> : null}
    </>
  );
}
