import type * as WebVitalsModule from 'web-vitals';
import type {Metric} from 'web-vitals';
import type {Gtag} from './gtag';

/** About one visit in ten thousand reports web vitals; the others never download the package. */
export const WEB_VITALS_SAMPLE_RATE = 0.0001;

type WebVitals = Pick<typeof WebVitalsModule, 'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'>;

export type WebVitalsOptions = {
  gtag: Gtag;
  random?: () => number;
  load?: () => Promise<WebVitals>;
};

export function reportMetric(gtag: Gtag, metric: Pick<Metric, 'name' | 'value' | 'delta' | 'id'>): void {
  gtag('event', metric.name, {value: metric.value, delta: metric.delta, id: metric.id});
}

/** Returns whether this visit was sampled in, after subscribing to every metric if it was. */
export async function startWebVitals({
  gtag,
  random = Math.random,
  load = () => import('web-vitals'),
}: WebVitalsOptions): Promise<boolean> {
  if (random() > WEB_VITALS_SAMPLE_RATE) return false;
  const vitals = await load();
  const report = (metric: Metric) => reportMetric(gtag, metric);
  vitals.onCLS(report);
  vitals.onFCP(report);
  vitals.onINP(report);
  vitals.onLCP(report);
  vitals.onTTFB(report);
  return true;
}
