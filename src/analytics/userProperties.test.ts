import {createUserPropertiesReporter, roundPixelRatio, type UserProperties} from './userProperties';

const initial: UserProperties = {
  codeVariant: 'TS',
  codeStylingVariant: 'system',
  userLanguage: 'en',
  devicePixelRatio: 2,
  colorSchemeOS: 'light',
  colorScheme: 'light',
};

test('every property is sent once at start', () => {
  const gtag = jest.fn();
  createUserPropertiesReporter(gtag, initial);
  expect(gtag.mock.calls).toEqual([['set', 'user_properties', initial]]);
});

test('a change re-sends only what changed, and nothing when nothing did', () => {
  const gtag = jest.fn();
  const reporter = createUserPropertiesReporter(gtag, initial);
  gtag.mockClear();
  expect(reporter.update({codeVariant: 'JS', colorScheme: 'light'})).toEqual({codeVariant: 'JS'});
  expect(reporter.update({codeVariant: 'JS'})).toEqual({});
  reporter.update({colorScheme: 'dark', colorSchemeOS: 'dark'});
  expect(gtag.mock.calls).toEqual([
    ['set', 'user_properties', {codeVariant: 'JS'}],
    ['set', 'user_properties', {colorScheme: 'dark', colorSchemeOS: 'dark'}],
  ]);
});

test('the pixel ratio is rounded to one decimal, with 1 for a nonsense value', () => {
  expect(roundPixelRatio(1.25)).toBe(1.3);
  expect(roundPixelRatio(2.6666)).toBe(2.7);
  expect(roundPixelRatio(3)).toBe(3);
  expect(roundPixelRatio(Number.NaN)).toBe(1);
  expect(roundPixelRatio(undefined)).toBe(1);
});
