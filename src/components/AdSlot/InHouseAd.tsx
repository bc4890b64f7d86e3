import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {AdShape} from '@site/src/ads/adShape';
import {chooseInHouseAd} from '@site/src/ads/adSource';
import {getInHouseAds} from '@site/src/ads/inHouseAds';
import AdDisplay from './AdDisplay';

export default function InHouseAd({pick, shape}: {pick: number; shape: AdShape}) {
  const ad = chooseInHouseAd(getInHouseAds(), pick);
  const img = useBaseUrl(ad?.img ?? '');
  if (!ad) return null;
  return <AdDisplay ad={{...ad, img}} shape={shape} />;
}
