import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeSettingsProvider} from '@site/src/settings/ThemeSettingsContext';
import {DocsThemeProvider} from '@site/src/settings/DocsThemeProvider';
import ProductMeta from '@site/src/components/ProductMeta';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
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
        <DocsThemeProvider>{children}</DocsThemeProvider>
      </ThemeSettingsProvider>
    </>
  );
}
