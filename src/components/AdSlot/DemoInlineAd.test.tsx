/** @jest-environment jsdom */
import React from 'react';
import {act, render, renderHook} from '@testing-library/react';
import {AdConfigProvider, useAdConfig} from '@site/src/ads/AdConfigContext';
import {browserTimers} from '@site/src/ads/timers';
import {DemoInlineAdArea} from './DemoInlineAd';

const mockSite: {ads: unknown} = {ads: undefined};
jest.mock('@docusaurus/useDocusaurusContext', () => () => ({siteConfig: {customFields: {ads: mockSite.ads}}}), {
  virtual: true,
});
jest.mock('@docusaurus/useIsBrowser', () => () => true, {virtual: true});
jest.mock(
  '@docusaurus/Translate',
  () => ({
    translate: ({message}: {message: string}, values?: Record<string, string>) =>
      message.replace(/\{(\w+)\}/g, (_, key: string) => values?.[key] ?? ''),
  }),
  {virtual: true},
);

const CONFIG = {
  enabled: true,
  networkScriptUrl: 'https://network.example/carbon.js',
  placementId: 'TEST',
  serviceUrl: 'https://service.example/ads.json',
  backersUrl: 'https://mui.com/material-ui/discover-more/backers/',
};
const AD = {company: 'Acme', description: 'Faster builds.', statlink: 'https://srv.example/c'};

function renderInline(answers: Array<() => Promise<unknown>>, random: () => number = () => 0.99) {
  const fetchMock = jest.fn(() => (answers.shift() ?? (() => Promise.reject(new TypeError('offline'))))());
  global.fetch = fetchMock as unknown as typeof fetch;
  const view = render(
    <AdConfigProvider placement="body-inline">
      <DemoInlineAdArea random={random} timers={browserTimers} />
    </AdConfigProvider>,
  );
  return {...view, fetchMock};
}

const ok = (body: unknown) => () => Promise.resolve({ok: true, json: async () => body});
const failing = () => Promise.resolve({ok: false, json: async () => ({})});

beforeEach(() => {
  jest.useFakeTimers();
  mockSite.ads = CONFIG;
  window.gtag = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'gtag');
});

describe('DemoInlineAdArea', () => {
  it('shows the first usable ad after failed attempts, as a sponsored link', async () => {
    const {container, fetchMock} = renderInline([failing, ok({ads: []}), ok({ads: [{}, AD]})]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(container).toHaveTextContent('Acme – Faster builds.ad by Carbon');
    const link = container.querySelector('a')!;
    expect(link).toHaveAttribute('href', 'https://srv.example/c');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(container.querySelector('[data-ad-placement]')).toHaveAttribute(
      'data-ga-event-label',
      'carbon-body-inline-inline',
    );
  });

  it('shows nothing after 10 failed attempts', async () => {
    const {container, fetchMock} = renderInline([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(10);
    expect(container).toHaveTextContent('');
    expect(container.querySelector('a, img')).toBeNull();
  });

  it('sends a sampled display event 2500 ms after the ad arrives', async () => {
    renderInline([ok({ads: [AD]})], () => 0.01);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2500);
    });
    expect(window.gtag).toHaveBeenCalledWith('event', 'ad', {
      eventAction: 'display',
      eventLabel: 'carbon-body-inline-inline',
    });
  });

  it('asks nothing of the ad service when ads are off', () => {
    mockSite.ads = {...CONFIG, enabled: false};
    const {container, fetchMock} = renderInline([]);
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useAdConfig', () => {
  it('throws a clear error outside AdConfigProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAdConfig())).toThrow(/useAdConfig must be used inside AdConfigProvider/);
  });

  it('gives the validated config and the placement inside the provider', () => {
    mockSite.ads = {...CONFIG, serviceUrl: 'javascript:alert(1)'};
    const {result} = renderHook(() => useAdConfig(), {
      wrapper: ({children}) => <AdConfigProvider placement="body-top">{children}</AdConfigProvider>,
    });
    expect(result.current.placement).toBe('body-top');
    expect(result.current.config.serviceUrl).toBe('https://srv.buysellads.com/ads/CE7DC23W.json');
  });
});
