// Replaces the search plugin's page instead of wrapping it: that page cannot narrow results to a product.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import SearchPageContent from '@site/src/components/SearchPage';

export default function SearchPage(): ReactNode {
  return (
    <Layout title={translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'})}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPageContent />
    </Layout>
  );
}
