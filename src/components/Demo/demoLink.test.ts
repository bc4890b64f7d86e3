import {demoNameFromHash, demoSourceHash} from './demoLink';

describe('demoSourceHash', () => {
  it('names the demo and the variant being read', () => {
    expect(demoSourceHash('BasicGrid', 'TS', 'system')).toBe('#BasicGrid.tsx');
    expect(demoSourceHash('BasicGrid', 'JS', 'system')).toBe('#BasicGrid.js');
    expect(demoSourceHash('StyledCard', 'JS', 'tailwind')).toBe('#tailwind-StyledCard.js');
  });
});

describe('demoNameFromHash', () => {
  it('reads the demo back from every link it makes', () => {
    expect(demoNameFromHash(demoSourceHash('BasicGrid', 'TS', 'system'))).toBe('BasicGrid');
    expect(demoNameFromHash(demoSourceHash('StyledCard', 'JS', 'css'))).toBe('StyledCard');
  });

  it('ignores hashes that do not link to a demo', () => {
    expect(demoNameFromHash('')).toBeUndefined();
    expect(demoNameFromHash('#installation')).toBeUndefined();
    expect(demoNameFromHash('#BasicGrid.jsx')).toBeUndefined();
    expect(demoNameFromHash('#sass-BasicGrid.tsx')).toBeUndefined();
    expect(demoNameFromHash('#%E0%A4%A')).toBeUndefined();
  });
});
