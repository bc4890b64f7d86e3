import React, {type ReactNode} from 'react';
// A theme of a plugin wraps theme-classic's component through @theme-init (@theme-original would be this file).
import TabItem from '@theme-init/TabItem';
import type {Props} from '@theme/TabItem';
import {useTabs} from '@docusaurus/theme-common/internal';
import {HiddenTab} from '@site/src/components/CodeHighlighter/hiddenTab';

/** Docusaurus's tab panel, telling the code blocks inside whether it is hidden (see HiddenTab). */
export default function TabItemWrapper(props: Props): ReactNode {
  const {selectedValue} = useTabs();
  return (
    <HiddenTab.Provider value={props.value !== selectedValue}>
      <TabItem {...props} />
    </HiddenTab.Provider>
  );
}
