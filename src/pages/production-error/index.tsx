import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useProductionError, type ProductionErrorState} from '@site/src/utils/useProductionError';
import styles from './styles.module.css';

function Explanation({state}: {state: ProductionErrorState}): ReactNode {
  switch (state.status) {
    case 'loading':
      return (
        <p role="status" data-state="loading">
          <Translate id="productionError.loading">Looking up the error message…</Translate>
        </p>
      );
    case 'no-code':
      return (
        <p data-state="no-code">
          <Translate id="productionError.noCode">
            This page explains errors thrown by a production build of the documentation site. Open it from the link in
            an error message: the link carries the error code and its arguments.
          </Translate>
        </p>
      );
    case 'unknown-code':
      return (
        <p data-state="unknown-code">
          <Translate id="productionError.unknownCode" values={{code: <code>{state.code}</code>}}>
            {'There is no error with the code {code}. The link may come from a newer or an older version of the site.'}
          </Translate>
        </p>
      );
    case 'load-failed':
      return (
        <p data-state="load-failed">
          <Translate id="productionError.loadFailed" values={{code: <code>{state.code}</code>}}>
            {
              'The list of error messages could not be loaded, so error {code} cannot be explained right now. Reload the page to try again.'
            }
          </Translate>
        </p>
      );
    case 'found':
      return (
        <>
          <p>
            <Translate id="productionError.found" values={{code: <code>{state.code}</code>}}>
              {'The full text of error {code} is:'}
            </Translate>
          </p>
          <pre className={styles.message} data-state="found">
            {state.parts.join('')}
          </pre>
        </>
      );
  }
}

export default function ProductionErrorPage(): ReactNode {
  const {search} = useLocation();
  const state = useProductionError(search);
  return (
    <Layout
      title={translate({id: 'productionError.title', message: 'Production error'})}
      description={translate({
        id: 'productionError.description',
        message: 'The full message of an error thrown by a production build of the MUI X documentation.',
      })}
    >
      <main className={`container margin-vert--xl ${styles.page}`}>
        <h1>
          <Translate id="productionError.heading">Production error</Translate>
        </h1>
        <Explanation state={state} />
      </main>
    </Layout>
  );
}
