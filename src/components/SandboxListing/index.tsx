import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {createSandboxProject, muiXVersionFor} from '@site/src/utils/sandbox';
import {openInCodeSandbox, openInStackBlitz} from '@site/src/utils/sandboxOpen';
import styles from './styles.module.css';

export type Listing = {name: string; docsVersion: string; code: string};

type Props = {listing: Listing; children: ReactNode};

/**
 * A static code listing (archived versions have no live demos) with buttons that open it as a
 * project pinned to the page's version: its MUI X release and that era's React and Material UI.
 */
export default function SandboxListing({listing, children}: Props): ReactNode {
  const release = muiXVersionFor(listing.docsVersion);
  const project = () =>
    createSandboxProject({
      name: listing.name,
      docsVersion: listing.docsVersion,
      codeVariant: 'TS',
      codeStyling: 'system',
      code: listing.code,
      files: {},
    });
  const open = (service: 'stackblitz' | 'codesandbox') => {
    const built = project();
    if (!built) return;
    if (service === 'stackblitz') openInStackBlitz(built);
    else openInCodeSandbox(built);
  };
  return (
    <div className={styles.listing} data-sandbox-listing={listing.name}>
      {children}
      {release !== undefined && (
        <div className={styles.actions}>
          <span className={styles.release}>
            {translate({id: 'sandboxListing.release', message: 'Runs on MUI X {release}'}, {release})}
          </span>
          <button type="button" className={styles.button} data-action="stackblitz" onClick={() => open('stackblitz')}>
            {translate({id: 'sandboxListing.stackblitz', message: 'Open in StackBlitz'})}
          </button>
          <button type="button" className={styles.button} data-action="codesandbox" onClick={() => open('codesandbox')}>
            {translate({id: 'sandboxListing.codesandbox', message: 'Open in CodeSandbox'})}
          </button>
        </div>
      )}
    </div>
  );
}
