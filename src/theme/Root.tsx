import React, {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeSettingsProvider} from '@site/src/settings/ThemeSettingsContext';
import {createEmotionCacheHolder, EmotionCacheHolderContext} from '@site/src/settings/emotionCacheHolder';
import DocumentSettings from '@site/src/settings/DocumentSettings';
import ProductMeta from '@site/src/components/ProductMeta';

/**
 * The site's providers. MUI is not among them: the pages are static Docusaurus markup, and only
 * the MUI islands (demos, the settings panel) load MUI and Emotion, each in its DocsThemeProvider.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [cacheHolder] = useState(createEmotionCacheHolder);
  const productMeta = <ProductMeta pathname={pathname} />;
  // The playground shows the packages as they render with MUI's defaults, outside the site theme.
  if (pathname === `${baseUrl}playground/` || pathname === `${baseUrl}playground`) {
    return (
      <>
        {productMeta}
        {children}
      </>
    );
  }
  return (
    <>
      {productMeta}
      <ThemeSettingsProvider>
        <EmotionCacheHolderContext.Provider value={cacheHolder}>
          {children}
          {/* After the layout: its <html dir> must win over the one Docusaurus sets. */}
          <DocumentSettings />
        </EmotionCacheHolderContext.Provider>
      </ThemeSettingsProvider>
    </>
  );
}
