import {useEffect, useMemo, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {formatErrorMessage, parseErrorQuery, type ErrorCodes} from './productionError';

export type ProductionErrorState =
  | {status: 'loading'}
  | {status: 'no-code'}
  | {status: 'unknown-code'; code: string}
  | {status: 'load-failed'; code: string}
  | {status: 'found'; code: string; parts: string[]};

type CodesState = {status: 'loading'} | {status: 'loaded'; codes: ErrorCodes} | {status: 'failed'};

/**
 * Resolves the error named in the query string against `error-codes.json`. It is 'loading' on the
 * server and during hydration, so the static HTML never disagrees with the first client render.
 */
export function useProductionError(search: string): ProductionErrorState {
  const isBrowser = useIsBrowser();
  const codesUrl = useBaseUrl('/error-codes.json');
  const query = useMemo(() => parseErrorQuery(search), [search]);
  const [codes, setCodes] = useState<CodesState>({status: 'loading'});
  const needsCodes = isBrowser && query.kind === 'code';

  useEffect(() => {
    if (!needsCodes) return undefined;
    let cancelled = false;
    fetch(codesUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<ErrorCodes>;
      })
      .then((loaded) => !cancelled && setCodes({status: 'loaded', codes: loaded}))
      .catch(() => !cancelled && setCodes({status: 'failed'}));
    return () => {
      cancelled = true;
    };
  }, [needsCodes, codesUrl]);

  if (!isBrowser) return {status: 'loading'};
  if (query.kind === 'no-code') return {status: 'no-code'};
  if (codes.status === 'loading') return {status: 'loading'};
  if (codes.status === 'failed') return {status: 'load-failed', code: query.code};
  const template = Object.prototype.hasOwnProperty.call(codes.codes, query.code) ? codes.codes[query.code] : undefined;
  return typeof template === 'string'
    ? {status: 'found', code: query.code, parts: formatErrorMessage(template, query.args)}
    : {status: 'unknown-code', code: query.code};
}
