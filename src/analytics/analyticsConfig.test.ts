import {analyticsConfigFromEnv, readAnalyticsConfig} from './analyticsConfig';

test('the environment sets a well-formed measurement id', () => {
  expect(analyticsConfigFromEnv({DOCS_ANALYTICS_ID: ' G-5NXDQLC2ZK '})).toEqual({measurementId: 'G-5NXDQLC2ZK'});
});

test.each([undefined, '', 'UA-1234', 'G-', 'G-abc"><script>', 'G-AB'])(
  'no id or a malformed one (%p) means none',
  (value) => {
    expect(analyticsConfigFromEnv({DOCS_ANALYTICS_ID: value})).toEqual({measurementId: null});
  },
);

test('customFields of any shape are read without throwing', () => {
  expect(readAnalyticsConfig({analytics: {measurementId: 'G-ABC123'}})).toEqual({measurementId: 'G-ABC123'});
  for (const fields of [undefined, {}, {analytics: null}, {analytics: 'G-ABC123'}, {analytics: {measurementId: 7}}]) {
    expect(readAnalyticsConfig(fields)).toEqual({measurementId: null});
  }
});
