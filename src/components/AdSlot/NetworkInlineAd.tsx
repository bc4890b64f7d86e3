import React, {useEffect, useState} from 'react';
import {fetchNetworkAd, type NetworkAd} from '@site/src/ads/adService';
import AdDisplay from './AdDisplay';

type Props = {serviceUrl: string; onLoad?: () => void};

const browserFetch: Parameters<typeof fetchNetworkAd>[0] = (url, init) => fetch(url, init);

/**
 * A text ad from the ad service's JSON. Its class is the network's own (`carbonads`), so the
 * slot's polling finds it as it finds the script's ad. Nothing renders while loading or on failure.
 */
export default function NetworkInlineAd({serviceUrl, onLoad}: Props) {
  const [ad, setAd] = useState<NetworkAd | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchNetworkAd(browserFetch, serviceUrl, controller.signal).then((result) => {
      if (result && !controller.signal.aborted) setAd(result);
    });
    return () => controller.abort();
  }, [serviceUrl]);
  useEffect(() => {
    if (ad) onLoad?.();
  }, [ad, onLoad]);
  if (!ad) return null;
  return (
    <>
      {ad.pixels.map((pixel) => (
        <img key={pixel} src={pixel} alt="" width={1} height={1} hidden />
      ))}
      <AdDisplay
        className="carbonads"
        shape="inline"
        ad={{link: ad.link, img: null, name: ad.company, description: ad.description, poweredby: 'Carbon', label: null}}
      />
    </>
  );
}
