import {onePagePerSection, sectionOf} from '../e2e/support/sections';

describe('sectionOf', () => {
  it('names the section after the locale and version, with the API reference split by product', () => {
    expect(sectionOf('/x/')).toBe('home');
    expect(sectionOf('/x/zh/v6/')).toBe('home');
    expect(sectionOf('/x/react-data-grid/sorting/')).toBe('react-data-grid');
    expect(sectionOf('/x/pt/v8/api/charts/bar-chart/')).toBe('api/charts');
    expect(sectionOf('/x/v4/introduction/')).toBe('introduction');
    expect(sectionOf('/x/v6-notes/')).toBe('v6-notes');
  });
});

describe('onePagePerSection', () => {
  it('keeps one page of each section of each edition, whatever the order of the paths', () => {
    const paths = [
      '/x/react-charts/bars/',
      '/x/react-charts/lines/',
      '/x/api/charts/bar-chart/',
      '/x/zh/react-charts/bars/',
      '/x/v8/react-charts/bars/',
      '/x/',
    ];
    const chosen = onePagePerSection(paths);
    expect(chosen.map(({edition, section}) => `${edition} ${section}`)).toEqual([
      'en 7.29.0 api/charts',
      'en 7.29.0 home',
      'en 7.29.0 react-charts',
      'en v8 react-charts',
      'zh 7.29.0 react-charts',
    ]);
    expect(onePagePerSection([...paths].reverse())).toEqual(chosen);
  });
});
