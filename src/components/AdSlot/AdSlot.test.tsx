/** @jest-environment jsdom */
import React from 'react';
import {act, render} from '@testing-library/react';
import {AdConfigProvider} from '@site/src/ads/AdConfigContext';
import {AD_SHAPE_STORAGE_KEY} from '@site/src/ads/adShape';
import {browserTimers} from '@site/src/ads/timers';
import {AdSlotArea} from './index';

const mockSite: {ads: unknown} = {ads: undefined};
jest.mock('@docusaurus/useDocusaurusContext', () => () => ({siteConfig: {customFields: {ads: mockSite.ads}}}), {
  virtual: true,
});
jest.mock('@docusaurus/useIsBrowser', () => () => true, {virtual: true});
jest.mock('@docusaurus/useBaseUrl', () => (path: string) => `/x/${path}`, {virtual: true});
jest.mock(
  '@docusaurus/Translate',
  () => ({
    translate: ({message}: {message: string}, values?: Record<string, string>) =>
      message.replace(/\{(\w+)\}/g, (_, key: string) => values?.[key] ?? ''),
  }),
  {virtual: true},
);

const BACKERS = 'https://mui.com/material-ui/discover-more/backers/';
const CONFIG = {
  enabled: true,
  networkScriptUrl: 'https://network.example/carbon.js',
  placementId: 'TEST',
  serviceUrl: 'https://service.example/ads.json',
  backersUrl: BACKERS,
};

/** A random source returning the given rolls in order, then 0.99 (no plea, no sampled display). */
function rolls(...values: number[]): () => number {
  return () => values.shift() ?? 0.99;
}

function renderSlot(random: () => number, shape: 'image' | 'inline' = 'image') {
  sessionStorage.setItem(AD_SHAPE_STORAGE_KEY, shape);
  const view = render(
    <AdConfigProvider placement="body-top">
      <AdSlotArea random={random} timers={browserTimers} />
    </AdConfigProvider>,
  );
  const root = () => view.container.querySelector<HTMLElement>('[data-ad-placement]');
  const networkContainer = () => view.container.querySelector('script')?.parentElement ?? null;
  return {...view, root, networkContainer};
}

function injectNetworkAd(container: Element | null, href: string) {
  const ad = document.createElement('div');
  ad.id = 'carbonads';
  ad.innerHTML = `<a href="${href}">Network ad</a>`;
  container?.appendChild(ad);
}

beforeEach(() => {
  jest.useFakeTimers();
  mockSite.ads = CONFIG;
  window.gtag = jest.fn();
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'gtag');
  jest.restoreAllMocks();
});

describe('AdSlotArea', () => {
  it("loads the network's script with the placement id into a reserved area", () => {
    const {root, container} = renderSlot(rolls());
    expect(root()).toHaveAttribute('data-ad-source', 'pending');
    expect(root()).toHaveAttribute('data-ad-shape', 'image');
    expect(container.querySelector('script')).toHaveAttribute('src', 'https://network.example/carbon.js?serve=TEST');
  });

  it('shows an in-house ad on the 7th try, 3000 ms after the first, with safe links', () => {
    const {root, container} = renderSlot(rolls(0.5, 0));
    act(() => jest.advanceTimersByTime(2999));
    expect(root()).toHaveAttribute('data-ad-source', 'pending');
    act(() => jest.advanceTimersByTime(1));
    expect(root()).toHaveAttribute('data-ad-source', 'in-house');
    expect(root()).toHaveAttribute('data-ga-event-label', 'in-house-body-top-image');
    const link = container.querySelector('a')!;
    expect(link).toHaveAttribute('href', expect.stringContaining('https://mui.com/store/'));
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(link).toHaveAttribute('data-ga-event-label', 'in-house-templates');
    expect(container.querySelector('img')).toHaveAttribute('src', '/x/ads/templates.svg');
    expect(container.querySelector('img')).toHaveAttribute('width', '130');
    expect(container.querySelector('img')).toHaveAttribute('height', '100');
    expect(container).toHaveTextContent('ad by MUI');
  });

  it('shows the adblock plea for a low roll', () => {
    const {root, container} = renderSlot(rolls(0.1, 0));
    act(() => jest.advanceTimersByTime(3000));
    expect(root()).toHaveAttribute('data-ad-source', 'in-house-adblock');
    expect(container).toHaveTextContent('please allow them in your blocker');
    expect(container.querySelector('a')).toBeNull();
  });

  it("keeps the network's ad when it arrives, with no fallback", () => {
    const {root, networkContainer, container} = renderSlot(rolls());
    act(() => jest.advanceTimersByTime(1000));
    injectNetworkAd(networkContainer(), 'https://ads.example/click');
    act(() => jest.advanceTimersByTime(500));
    expect(root()).toHaveAttribute('data-ad-source', 'carbon');
    act(() => jest.advanceTimersByTime(30_000));
    expect(root()).toHaveAttribute('data-ad-source', 'carbon');
    expect(container).toHaveTextContent('Network ad');
    expect(networkContainer()).not.toHaveAttribute('hidden');
  });

  it("lets the network's ad win when it arrives after the fallback", () => {
    const {root, networkContainer, container} = renderSlot(rolls(0.5, 0));
    act(() => jest.advanceTimersByTime(3500));
    expect(root()).toHaveAttribute('data-ad-source', 'in-house');
    injectNetworkAd(networkContainer(), 'https://ads.example/click');
    act(() => jest.advanceTimersByTime(500));
    expect(root()).toHaveAttribute('data-ad-source', 'carbon');
    expect(container).not.toHaveTextContent('ad by MUI');
  });

  it("replaces the network's default backer ad by an in-house ad", () => {
    const {root, networkContainer, container} = renderSlot(rolls(0.5));
    injectNetworkAd(networkContainer(), 'https://mui.com/material-ui/discover-more/backers');
    act(() => jest.advanceTimersByTime(500));
    expect(root()).toHaveAttribute('data-ad-source', 'in-house-carbon');
    expect(networkContainer()).toHaveAttribute('hidden');
    expect(container).toHaveTextContent('ad by MUI');
  });

  it('sends a sampled display event 2500 ms after the ad shows', () => {
    renderSlot(rolls(0.5, 0, 0.05));
    act(() => jest.advanceTimersByTime(3000));
    act(() => jest.advanceTimersByTime(2499));
    expect(window.gtag).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(window.gtag).toHaveBeenCalledWith('event', 'ad', {
      eventAction: 'display',
      eventLabel: 'in-house-body-top-image',
    });
  });

  it('sends no display event when the display is not sampled', () => {
    renderSlot(rolls(0.5, 0, 0.5));
    act(() => jest.advanceTimersByTime(20_000));
    expect(window.gtag).not.toHaveBeenCalled();
  });

  it('hides the area and sends a crash event when a script breaks its DOM', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const {root, networkContainer} = renderSlot(rolls(0.5, 0));
    // What a careless network script does: swap the element it was loaded into for its own.
    const container = networkContainer()!;
    container.replaceWith(document.createElement('div'));
    act(() => jest.advanceTimersByTime(3000));
    expect(root()).toHaveAttribute('hidden');
    expect(root()).toHaveAttribute('data-ad-source', 'crashed');
    expect(root()).toBeEmptyDOMElement();
    expect(window.gtag).toHaveBeenCalledWith('event', 'ad', {
      eventAction: 'crash',
      eventLabel: 'in-house-body-top-image',
    });
  });

  it('renders nothing for crawlers', () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    const {container} = renderSlot(rolls());
    expect(container).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(20_000));
    expect(container).toBeEmptyDOMElement();
    expect(window.gtag).not.toHaveBeenCalled();
  });

  it('renders nothing when ads are off or the setting is broken', () => {
    mockSite.ads = {...CONFIG, enabled: false};
    expect(renderSlot(rolls()).container).toBeEmptyDOMElement();
    mockSite.ads = 'broken';
    expect(renderSlot(rolls()).container).toBeEmptyDOMElement();
  });

  it('in the inline shape, shows the ad service text ad as text and counts it as the network', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      json: async () => ({
        ads: [{company: '<b>Acme</b>', description: '<img src=x onerror=alert(1)>', statlink: 'https://srv.example/c'}],
      }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const {root, container} = renderSlot(rolls(), 'inline');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(root()).toHaveAttribute('data-ad-source', 'pending');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(fetchMock).toHaveBeenCalledWith(CONFIG.serviceUrl, expect.objectContaining({credentials: 'omit'}));
    expect(root()).toHaveAttribute('data-ad-source', 'carbon');
    expect(root()).toHaveAttribute('data-ga-event-label', 'carbon-body-top-inline');
    expect(container).toHaveTextContent('<b>Acme</b> – <img src=x onerror=alert(1)>');
    expect(container.querySelector('b, img')).toBeNull();
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener sponsored');
  });
});
