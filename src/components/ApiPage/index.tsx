import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {ApiRouteProps} from '@site/plugins/api-docs/types';
import {apiRoute, toSlug} from '@site/plugins/api-docs/routes';
import Markdown from './Markdown';
import PropsTable from './PropsTable';
import PlanBadge from './PlanBadge';
import {displayName, metaDescription} from './pageText';
import ApiTable from './ApiTable';
import ServerHtml from '../ServerHtml';
import {productById, versionByPath} from '@site/src/config/lookups';
import SearchIndexEntry from '../SearchIndexEntry';
import VersionBanner from './VersionBanner';
import CopyPage from '../CopyPage';
import {markdownUrlOf} from '@site/plugins/markdown/markdownUrl';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

function Section({id, title, children}: {id: string; title: string; children: ReactNode}): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Inheritance({data}: {data: ApiRouteProps}): ReactNode {
  const {page, versionPath} = data;
  return (
    <>
      {page.inheritsFrom && (
        <p>
          <Translate
            id="api.inheritance.component"
            values={{
              name: (
                <Link to={apiRoute(versionPath, page.product, toSlug(page.inheritsFrom))}>{page.inheritsFrom}</Link>
              ),
            }}
          >
            {'The props of the {name} component are also available.'}
          </Translate>
        </p>
      )}
      {page.inheritedNativeProps > 0 && (
        <p className={styles.note}>
          <Translate id="api.inheritance.native" values={{count: page.inheritedNativeProps}}>
            {
              'It also accepts {count} props from React, the DOM or Material UI types it extends; they are not listed here.'
            }
          </Translate>
        </p>
      )}
    </>
  );
}

/** One generated API page: a component's or an interface's import lines, props, slots and CSS classes. */
export default function ApiPage({data}: {data: ApiRouteProps}): ReactNode {
  const {page, versionPath, currentReleasePath} = data;
  const name = displayName(page.name);
  const isComponent = page.kind === 'component';
  // The tables keep their server HTML when the page loads; another page must not inherit them.
  const pageKey = `${versionPath}/${page.product}/${page.name}`;
  const markdownUrl = markdownUrlOf(useBaseUrl(apiRoute(versionPath, page.product, page.slug)));
  return (
    <Layout title={`${name} API`} description={metaDescription(page)}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <SearchIndexEntry
          as="article"
          entry={{
            title: name,
            section: [productById(page.product)?.label ?? page.product, 'API', name],
            product: page.product,
            kind: 'api',
            version: versionByPath(versionPath)?.label ?? versionPath,
            plan: page.plan === 'community' ? undefined : page.plan,
          }}
        >
          <nav className={styles.breadcrumbs}>
            <Link to={apiRoute(versionPath, page.product)}>
              <Translate id="api.breadcrumb">API reference</Translate>
            </Link>
          </nav>
          <VersionBanner versionPath={versionPath} product={page.product} currentReleasePath={currentReleasePath} />
          <header className={styles.header}>
            <Heading as="h1">{`${name} API`}</Heading>
            <PlanBadge plan={page.plan} />
            <CopyPage markdownUrl={markdownUrl} />
          </header>
          {page.deprecated !== undefined && (
            <div className="alert alert--warning margin-bottom--md" role="note">
              <strong>
                <Translate id="api.deprecated">Deprecated</Translate>
              </strong>
              {page.deprecated && <> — {page.deprecated}</>}
            </div>
          )}
          {page.description && <Markdown text={page.description} />}
          {page.demos.length > 0 && (
            <Section id="demos" title={translate({id: 'api.section.demos', message: 'Demos'})}>
              <ul>
                {page.demos.map((demo) => (
                  <li key={demo.path}>
                    <Link to={demo.path}>{demo.title}</Link>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section id="import" title={translate({id: 'api.section.import', message: 'Import'})}>
            <CodeBlock language="jsx">{page.imports.join('\n')}</CodeBlock>
          </Section>
          <Section
            id="props"
            title={
              isComponent
                ? translate({id: 'api.section.props', message: 'Props'})
                : translate({id: 'api.section.properties', message: 'Properties'})
            }
          >
            <PropsTable key={pageKey} props={page.props} />
            <Inheritance data={data} />
          </Section>
          {page.slots.length > 0 && (
            <Section id="slots" title={translate({id: 'api.section.slots', message: 'Slots'})}>
              <ServerHtml key={pageKey}>
                <ApiTable
                  className={styles.table}
                  columns={[
                    <Translate key="name" id="api.slots.name">
                      Slot name
                    </Translate>,
                    <Translate key="default" id="api.props.default">
                      Default
                    </Translate>,
                    <Translate key="description" id="api.props.description">
                      Description
                    </Translate>,
                  ]}
                >
                  {page.slots.map((slot) => (
                    <tr key={slot.name} id={`slot-${slot.name}`}>
                      <td>
                        <code>{slot.name}</code>
                      </td>
                      <td>{slot.default !== undefined && <code>{slot.default}</code>}</td>
                      <td>
                        <Markdown text={slot.description} />
                      </td>
                    </tr>
                  ))}
                </ApiTable>
              </ServerHtml>
            </Section>
          )}
          {page.classes.length > 0 && (
            <Section id="classes" title={translate({id: 'api.section.classes', message: 'CSS classes'})}>
              <ServerHtml key={pageKey}>
                <ApiTable
                  className={styles.table}
                  columns={[
                    <Translate key="class" id="api.classes.className">
                      Class name
                    </Translate>,
                    <Translate key="rule" id="api.classes.rule">
                      Rule name
                    </Translate>,
                    <Translate key="description" id="api.props.description">
                      Description
                    </Translate>,
                  ]}
                >
                  {page.classes.map((cls) => (
                    <tr key={cls.key} id={`class-${cls.key}`}>
                      <td>
                        <code>.{cls.className}</code>
                      </td>
                      <td>
                        <code>{cls.key}</code>
                      </td>
                      <td>
                        <Markdown text={cls.description} />
                      </td>
                    </tr>
                  ))}
                </ApiTable>
              </ServerHtml>
            </Section>
          )}
        </SearchIndexEntry>
      </main>
    </Layout>
  );
}
