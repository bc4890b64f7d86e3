import React, {createContext, useContext, useMemo, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {docsError} from '../utils/docsError';
import {parseAdConfig, type AdConfig} from './adConfig';
import type {AdPlacement} from './adEvents';

export type AdConfigValue = {config: AdConfig; placement: AdPlacement};

const AdConfigContext = createContext<AdConfigValue | null>(null);

/** The site's ad settings (`customFields.ads`, validated) and where the ads below it sit. */
export function AdConfigProvider({placement, children}: {placement: AdPlacement; children: ReactNode}): ReactNode {
  const {customFields} = useDocusaurusContext().siteConfig;
  const raw = customFields?.ads;
  const value = useMemo(() => ({config: parseAdConfig(raw), placement}), [raw, placement]);
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

export function useAdConfig(): AdConfigValue {
  const value = useContext(AdConfigContext);
  if (value === null) {
    throw docsError(1, ['useAdConfig', 'AdConfigProvider']);
  }
  return value;
}
