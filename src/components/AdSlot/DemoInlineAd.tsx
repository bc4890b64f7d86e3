import React, {useCallback, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {AdConfigProvider, useAdConfig} from '@site/src/ads/AdConfigContext';
import {adClickAttributes, adEventLabel, sendAdEvent} from '@site/src/ads/adEvents';
import {isCrawler} from '@site/src/ads/crawler';
import {browserTimers, type RandomSource, type Timers} from '@site/src/ads/timers';
import {useDisplayEvent} from '@site/src/ads/useDisplayEvent';
import AdErrorBoundary from './AdErrorBoundary';
import NetworkInlineAd from './NetworkInlineAd';
import styles from './styles.module.css';

type Deps = {random?: RandomSource; timers?: Timers};

export function DemoInlineAdArea({random = Math.random, timers = browserTimers}: Deps): ReactNode {
  const {config, placement} = useAdConfig();
  const isBrowser = useIsBrowser();
  const [loaded, setLoaded] = useState(false);
  const [crashed, setCrashed] = useState(false);
  const label = adEventLabel('carbon', placement, 'inline');
  const onLoad = useCallback(() => setLoaded(true), []);
  useDisplayEvent(loaded && !crashed ? label : null, random, timers);
  if (!config.enabled || !isBrowser || crashed || isCrawler(navigator.userAgent)) return null;
  const onCrash = () => {
    setCrashed(true);
    sendAdEvent(window, 'crash', label);
  };
  return (
    <div className={styles.demoInline} data-ad-placement={placement} {...adClickAttributes(label)}>
      <AdErrorBoundary onError={onCrash}>
        <NetworkInlineAd serviceUrl={config.serviceUrl} onLoad={onLoad} />
      </AdErrorBoundary>
    </div>
  );
}

/**
 * A text ad from the ad service, for under a demo whose code was opened for the first time (the
 * demo block decides when). Shows nothing until an ad arrives, and nothing if none does.
 */
export default function DemoInlineAd(): ReactNode {
  return (
    <AdConfigProvider placement="body-inline">
      <DemoInlineAdArea />
    </AdConfigProvider>
  );
}
