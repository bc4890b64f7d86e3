import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {getInHouseAds} from './inHouseAds';

jest.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message}), {virtual: true});

const staticDir = path.join(__dirname, '..', '..', 'static');

describe('in-house ads', () => {
  const ads = getInHouseAds();

  it('has at least five, each with every field and a distinct label', () => {
    expect(ads.length).toBeGreaterThanOrEqual(5);
    for (const ad of ads) {
      for (const field of ['link', 'img', 'name', 'description', 'poweredby', 'label'] as const) {
        expect(ad[field]).toEqual(expect.any(String));
        expect(ad[field].length).toBeGreaterThan(0);
      }
      expect(ad.link).toMatch(/^https:\/\//);
    }
    expect(new Set(ads.map((ad) => ad.label)).size).toBe(ads.length);
  });

  it('has a 130 x 100 image in static/ for each ad', () => {
    for (const ad of ads) {
      const file = path.join(staticDir, ad.img);
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<svg[^>]*\swidth="130"/);
      expect(svg).toMatch(/<svg[^>]*\sheight="100"/);
      expect(svg).toMatch(/viewBox="0 0 130 100"/);
    }
  });

  it('has each description translated in Chinese and Portuguese', () => {
    const source = readFileSync(path.join(__dirname, 'inHouseAds.ts'), 'utf8');
    const ids = [...source.matchAll(/id: '([^']+)'/g)].map((match) => match[1]);
    expect(ids).toHaveLength(ads.length);
    for (const locale of ['zh', 'pt']) {
      const codeJson = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'i18n', locale, 'code.json'), 'utf8'));
      for (const id of [
        ...ids,
        'ads.poweredBy',
        'ads.plea.title',
        'ads.plea.body',
        'ads.plea.thanks',
        'ads.plea.love',
      ]) {
        expect(codeJson[id]?.message).toEqual(expect.any(String));
      }
    }
  });
});
