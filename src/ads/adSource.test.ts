import {ADBLOCK_PLEA_CHANCE} from './constants';
import {adSlotReducer, chooseFallbackSource, chooseInHouseAd, INITIAL_AD_SLOT_STATE} from './adSource';
import {createSeededRandom} from './random';

describe('chooseFallbackSource', () => {
  it('is the adblock plea below 0.2 and an in-house ad otherwise', () => {
    expect(ADBLOCK_PLEA_CHANCE).toBe(0.2);
    expect(chooseFallbackSource(0)).toBe('in-house-adblock');
    expect(chooseFallbackSource(0.1999)).toBe('in-house-adblock');
    expect(chooseFallbackSource(0.2)).toBe('in-house');
    expect(chooseFallbackSource(0.99)).toBe('in-house');
  });

  it('gives the plea for about 20% of fallbacks with a seeded source', () => {
    const random = createSeededRandom(7);
    const pleas = Array.from({length: 10_000}, () => chooseFallbackSource(random())).filter(
      (source) => source === 'in-house-adblock',
    ).length;
    expect(pleas / 10_000).toBeGreaterThan(0.18);
    expect(pleas / 10_000).toBeLessThan(0.22);
  });
});

describe('chooseInHouseAd', () => {
  it('picks uniformly and stays in range for any roll', () => {
    const ads = ['a', 'b', 'c', 'd', 'e'];
    expect(chooseInHouseAd(ads, 0)).toBe('a');
    expect(chooseInHouseAd(ads, 0.2)).toBe('b');
    expect(chooseInHouseAd(ads, 0.999)).toBe('e');
    expect(chooseInHouseAd(ads, 1)).toBe('e');
    expect(chooseInHouseAd(ads, -1)).toBe('a');
    expect(chooseInHouseAd(ads, Number.NaN)).toBe('a');
    expect(chooseInHouseAd([], 0.5)).toBeUndefined();
  });
});

describe('adSlotReducer', () => {
  it('waits with no source at first', () => {
    expect(INITIAL_AD_SLOT_STATE).toEqual({source: null, settled: false, pick: 0});
  });

  it('shows the fallback once; later tries keep the first choice', () => {
    const plea = adSlotReducer(INITIAL_AD_SLOT_STATE, {type: 'fallback', roll: 0.1, pick: 0.5});
    expect(plea).toEqual({source: 'in-house-adblock', settled: false, pick: 0.5});
    expect(adSlotReducer(plea, {type: 'fallback', roll: 0.9, pick: 0.1})).toBe(plea);
    expect(adSlotReducer(INITIAL_AD_SLOT_STATE, {type: 'fallback', roll: 0.5, pick: 0.3}).source).toBe('in-house');
  });

  it("lets the network's ad win, even after the fallback, and then settles", () => {
    const fallback = adSlotReducer(INITIAL_AD_SLOT_STATE, {type: 'fallback', roll: 0.5, pick: 0.3});
    const network = adSlotReducer(fallback, {type: 'network-found'});
    expect(network.source).toBe('carbon');
    expect(network.settled).toBe(true);
    expect(adSlotReducer(network, {type: 'fallback', roll: 0.5, pick: 0.3})).toBe(network);
    expect(adSlotReducer(network, {type: 'backer-found', pick: 0.3})).toBe(network);
  });

  it("replaces the network's backer ad by an in-house ad", () => {
    const replaced = adSlotReducer(INITIAL_AD_SLOT_STATE, {type: 'backer-found', pick: 0.7});
    expect(replaced).toEqual({source: 'in-house-carbon', settled: true, pick: 0.7});
    const afterFallback = adSlotReducer(
      adSlotReducer(INITIAL_AD_SLOT_STATE, {type: 'fallback', roll: 0.5, pick: 0.3}),
      {type: 'backer-found', pick: 0.9},
    );
    expect(afterFallback).toEqual({source: 'in-house-carbon', settled: true, pick: 0.3});
  });
});
