import React, {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {AdConfigProvider, useAdConfig} from '@site/src/ads/AdConfigContext';
import {networkScriptSrc} from '@site/src/ads/adConfig';
import {adClickAttributes, adEventLabel, sendAdEvent} from '@site/src/ads/adEvents';
import {isCrawler} from '@site/src/ads/crawler';
import {browserTimers, type RandomSource, type Timers} from '@site/src/ads/timers';
import {useAdSlot, type AdSlotModel} from '@site/src/ads/useAdSlot';
import AdblockPlea from './AdblockPlea';
import AdErrorBoundary from './AdErrorBoundary';
import InHouseAd from './InHouseAd';
import NetworkInlineAd from './NetworkInlineAd';
import NetworkScript from './NetworkScript';
import styles from './styles.module.css';

function AdSlotContent({slot}: {slot: AdSlotModel}) {
  const {config} = useAdConfig();
  const {shape, state, networkRef} = slot;
  if (shape === null) return null;
  const networkShown = state.source === null || state.source === 'carbon';
  return (
    <div className={styles.frame}>
      {state.source === 'in-house-adblock' ? <AdblockPlea /> : null}
      {state.source === 'in-house' || state.source === 'in-house-carbon' ? (
        <InHouseAd pick={state.pick} shape={shape} />
      ) : null}
      {shape === 'image' ? (
        <NetworkScript src={networkScriptSrc(config)} containerRef={networkRef} hidden={!networkShown} />
      ) : (
        <span ref={networkRef} hidden={!networkShown}>
          <NetworkInlineAd serviceUrl={config.serviceUrl} />
        </span>
      )}
    </div>
  );
}

type Deps = {random?: RandomSource; timers?: Timers};

/** The ad area: reserved space in the server's HTML, filled in the browser; nothing for crawlers. */
export function AdSlotArea({random = Math.random, timers = browserTimers}: Deps): ReactNode {
  const {config, placement} = useAdConfig();
  const isBrowser = useIsBrowser();
  const [crashed, setCrashed] = useState(false);
  const crawler = isBrowser && isCrawler(navigator.userAgent);
  const slot = useAdSlot({
    placement,
    backersUrl: config.backersUrl,
    active: config.enabled && !crawler && !crashed,
    random,
    timers,
  });
  if (!config.enabled || crawler) return null;
  const onCrash = () => {
    setCrashed(true);
    sendAdEvent(window, 'crash', slot.label ?? adEventLabel('carbon', placement, slot.shape ?? 'image'));
  };
  return (
    <div
      className={styles.root}
      hidden={crashed}
      data-ad-placement={placement}
      data-ad-shape={slot.shape ?? undefined}
      data-ad-source={crashed ? 'crashed' : (slot.state.source ?? 'pending')}
      {...(slot.label ? adClickAttributes(slot.label) : {})}
    >
      <AdErrorBoundary onError={onCrash}>
        <AdSlotContent slot={slot} />
      </AdErrorBoundary>
    </div>
  );
}

/** The ad under a page's title. */
export default function AdSlot(): ReactNode {
  return (
    <AdConfigProvider placement="body-top">
      <AdSlotArea />
    </AdConfigProvider>
  );
}
