import {adClickAttributes, adEventLabel, scheduleDisplayEvent, sendAdEvent} from './adEvents';
import {DISPLAY_EVENT_DELAY_MS, DISPLAY_EVENT_SAMPLE_RATIO} from './constants';
import {createSeededRandom} from './random';
import {browserTimers} from './timers';

describe('adEventLabel', () => {
  it('is <source>-<placement>-<shape>', () => {
    expect(adEventLabel('carbon', 'body-top', 'image')).toBe('carbon-body-top-image');
    expect(adEventLabel('in-house-adblock', 'body-top', 'inline')).toBe('in-house-adblock-body-top-inline');
    expect(adEventLabel('in-house-carbon', 'body-inline', 'inline')).toBe('in-house-carbon-body-inline-inline');
  });
});

describe('sendAdEvent', () => {
  it('sends an ad event through the global gtag', () => {
    const host = {gtag: jest.fn()};
    sendAdEvent(host, 'crash', 'carbon-body-top-image');
    expect(host.gtag).toHaveBeenCalledWith('event', 'ad', {eventAction: 'crash', eventLabel: 'carbon-body-top-image'});
  });

  it('does nothing without a gtag function', () => {
    expect(() => sendAdEvent({}, 'display', 'x')).not.toThrow();
  });
});

describe('adClickAttributes', () => {
  it('declares an ad click for the site-wide click listener', () => {
    expect(adClickAttributes('in-house-body-top-image')).toEqual({
      'data-ga-event-category': 'ad',
      'data-ga-event-action': 'click',
      'data-ga-event-label': 'in-house-body-top-image',
    });
  });
});

describe('scheduleDisplayEvent', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a sampled display 2500 ms later', () => {
    expect(DISPLAY_EVENT_DELAY_MS).toBe(2500);
    const send = jest.fn();
    scheduleDisplayEvent(send, () => 0.05, browserTimers);
    jest.advanceTimersByTime(2499);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the display is not sampled', () => {
    const send = jest.fn();
    scheduleDisplayEvent(send, () => 0.1, browserTimers);
    jest.advanceTimersByTime(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('sends nothing when cancelled before the delay (the ad changed)', () => {
    const send = jest.fn();
    const cancel = scheduleDisplayEvent(send, () => 0, browserTimers);
    jest.advanceTimersByTime(2000);
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('samples about one display in ten with a seeded source', () => {
    expect(DISPLAY_EVENT_SAMPLE_RATIO).toBe(0.1);
    const random = createSeededRandom(99);
    const send = jest.fn();
    for (let i = 0; i < 10_000; i += 1) scheduleDisplayEvent(send, random, browserTimers);
    jest.runAllTimers();
    expect(send.mock.calls.length / 10_000).toBeGreaterThan(0.09);
    expect(send.mock.calls.length / 10_000).toBeLessThan(0.11);
  });
});
