import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {PropDoc} from '@site/plugins/api-docs/types';
import ServerHtml from '@site/src/components/ServerHtml';
import ApiTable from '../ApiTable';
import Markdown from '../Markdown';
import styles from './styles.module.css';

function PropName({prop}: {prop: PropDoc}): ReactNode {
  const required = translate({id: 'api.props.required', message: 'Required'});
  return (
    <>
      <code className={prop.deprecated !== undefined ? styles.deprecatedName : undefined}>{prop.name}</code>
      {prop.required && (
        <abbr className={styles.required} title={required} aria-label={required}>
          *
        </abbr>
      )}
    </>
  );
}

function PropType({prop}: {prop: PropDoc}): ReactNode {
  return (
    <>
      <code className={styles.type}>{prop.type}</code>
      {prop.expandedType && (
        <details className={styles.details}>
          <summary>
            <Translate id="api.props.fullType">Full type</Translate>
          </summary>
          <code className={styles.type}>{prop.expandedType}</code>
        </details>
      )}
    </>
  );
}

/**
 * The props (or members) table of an API page: name, type, default and description. It is
 * static, so a page loaded from the server keeps the table's HTML instead of hydrating it.
 */
export default function PropsTable({props}: {props: PropDoc[]}): ReactNode {
  return (
    <ServerHtml className={styles.scroller}>
      <ApiTable
        className={styles.table}
        columns={[
          <Translate key="name" id="api.props.name">
            Name
          </Translate>,
          <Translate key="type" id="api.props.type">
            Type
          </Translate>,
          <Translate key="default" id="api.props.default">
            Default
          </Translate>,
          <Translate key="description" id="api.props.description">
            Description
          </Translate>,
        ]}
      >
        {props.map((prop) => (
          <tr key={prop.name} id={`prop-${prop.name}`} data-prop={prop.name}>
            <td>
              <PropName prop={prop} />
            </td>
            <td>
              <PropType prop={prop} />
            </td>
            <td className={styles.default}>
              {prop.default !== undefined &&
                // Some defaults are prose with code spans ("`true` for desktop, `false` for mobile").
                (prop.default.includes('`') ? <Markdown text={prop.default} /> : <code>{prop.default}</code>)}
            </td>
            <td>
              {prop.deprecated !== undefined && (
                <p className={styles.deprecated}>
                  <strong>
                    <Translate id="api.props.deprecated">Deprecated</Translate>
                  </strong>
                  {prop.deprecated && <> — {prop.deprecated}</>}
                </p>
              )}
              <Markdown text={prop.description} />
            </td>
          </tr>
        ))}
      </ApiTable>
    </ServerHtml>
  );
}
