import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {suggestPages} from '@site/src/navigation/pageSuggestions';

function DidYouMean(): ReactNode {
  const {pathname} = useLocation();
  const {currentLocale} = useDocusaurusContext().i18n;
  const suggestions = suggestPages(pathname, currentLocale);
  if (suggestions.length === 0) return null;
  return (
    <nav className="container margin-bottom--xl" data-testid="did-you-mean">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h2>
            <Translate id="notFound.didYouMean" description="Heading of the suggested pages on the 404 page">
              Did you mean
            </Translate>
          </h2>
          <ul>
            {suggestions.map(({title, to}) => (
              <li key={to}>
                <Link to={to}>{title}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}

/** The stock 404 text, then links to the pages the reader most likely wanted. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  // The static 404.html is served for every unknown path, so the suggestions depend on the URL only in the browser.
  const isBrowser = useIsBrowser();
  return (
    <>
      <Content {...props} />
      {isBrowser && <DidYouMean />}
    </>
  );
}
