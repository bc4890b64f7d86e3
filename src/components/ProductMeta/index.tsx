import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {getProductInfo} from '@site/src/utils/getProductInfo';

/** The product of the page being read, as meta tags that analytics and search crawlers read. */
export default function ProductMeta({pathname}: {pathname: string}): ReactNode {
  const {productId, productCategoryId} = getProductInfo(pathname);
  return (
    <Head>
      <meta name="mui:productId" content={productId} />
      <meta name="mui:productCategoryId" content={productCategoryId} />
    </Head>
  );
}
