import type {Metric} from 'web-vitals';
import {startWebVitals, WEB_VITALS_SAMPLE_RATE, type WebVitalsOptions} from './webVitals';

type Vitals = Awaited<ReturnType<NonNullable<WebVitalsOptions['load']>>>;

function fakeVitals() {
  const reporters: ((metric: Metric) => void)[] = [];
  const subscribe = (report: (metric: never) => void) => {
    reporters.push(report as (metric: Metric) => void);
  };
  const vitals: Vitals = {onCLS: subscribe, onFCP: subscribe, onINP: subscribe, onLCP: subscribe, onTTFB: subscribe};
  return {reporters, load: jest.fn(async () => vitals)};
}

test('a visit whose draw is above the rate skips web vitals without loading the package', async () => {
  const gtag = jest.fn();
  const {load} = fakeVitals();
  expect(await startWebVitals({gtag, load, random: () => WEB_VITALS_SAMPLE_RATE + 1e-9})).toBe(false);
  expect(await startWebVitals({gtag, load, random: () => 0.5})).toBe(false);
  expect(load).not.toHaveBeenCalled();
  expect(gtag).not.toHaveBeenCalled();
});

test('a sampled visit reports every metric as an event named after it', async () => {
  const gtag = jest.fn();
  const {reporters, load} = fakeVitals();
  expect(await startWebVitals({gtag, load, random: () => WEB_VITALS_SAMPLE_RATE})).toBe(true);
  expect(reporters).toHaveLength(5);
  reporters[0]?.({
    name: 'CLS',
    value: 0.02,
    delta: 0.01,
    id: 'v5-1',
    rating: 'good',
    entries: [],
    navigationType: 'navigate',
  });
  expect(gtag.mock.calls).toEqual([['event', 'CLS', {value: 0.02, delta: 0.01, id: 'v5-1'}]]);
});

test('about 1 in 10,000 visits is sampled', async () => {
  let seed = 42;
  // A fixed pseudo-random sequence (LCG), so the count is the same on every run.
  const random = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  const {load} = fakeVitals();
  const gtag = () => undefined;
  let sampled = 0;
  for (let visit = 0; visit < 100_000; visit += 1) {
    if (await startWebVitals({gtag, load, random})) sampled += 1;
  }
  expect(sampled).toBeGreaterThanOrEqual(3);
  expect(sampled).toBeLessThanOrEqual(20);
});
