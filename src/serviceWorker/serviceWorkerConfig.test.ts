import {
  readServiceWorkerConfig,
  serviceWorkerConfigFromEnv,
  shouldRegisterServiceWorker,
  type RegistrationContext,
} from './serviceWorkerConfig';

test('the public host is always there; the environment adds hosts and drops bad ones', () => {
  expect(serviceWorkerConfigFromEnv({})).toEqual({hosts: ['mui.com']});
  expect(serviceWorkerConfigFromEnv({DOCS_SW_HOSTS: 'localhost, 127.0.0.1,,Docs.Example.com'})).toEqual({
    hosts: ['mui.com', 'localhost', '127.0.0.1', 'docs.example.com'],
  });
  expect(serviceWorkerConfigFromEnv({DOCS_SW_HOSTS: 'http://evil.com/, a b, -x-, mui.com'})).toEqual({
    hosts: ['mui.com'],
  });
});

test('customFields of a bad shape fall back to the public host', () => {
  expect(readServiceWorkerConfig({serviceWorker: {hosts: ['mui.com', 'localhost']}})).toEqual({
    hosts: ['mui.com', 'localhost'],
  });
  for (const fields of [
    undefined,
    {},
    {serviceWorker: null},
    {serviceWorker: {hosts: 'localhost'}},
    {serviceWorker: {hosts: [3]}},
  ]) {
    expect(readServiceWorkerConfig(fields)).toEqual({hosts: ['mui.com']});
  }
});

test('a worker is registered only in production, on a docs host, where workers exist', () => {
  const context: RegistrationContext = {production: true, supported: true, hostname: 'mui.com', hosts: ['mui.com']};
  expect(shouldRegisterServiceWorker(context)).toBe(true);
  expect(shouldRegisterServiceWorker({...context, hostname: 'MUI.com'})).toBe(true);
  expect(shouldRegisterServiceWorker({...context, production: false})).toBe(false);
  expect(shouldRegisterServiceWorker({...context, supported: false})).toBe(false);
  expect(shouldRegisterServiceWorker({...context, hostname: 'mui.com.evil.net'})).toBe(false);
  expect(shouldRegisterServiceWorker({...context, hostname: '127.0.0.1'})).toBe(false);
  expect(shouldRegisterServiceWorker({...context, hostname: '127.0.0.1', hosts: ['mui.com', '127.0.0.1']})).toBe(true);
});
