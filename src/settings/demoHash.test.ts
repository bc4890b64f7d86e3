import {codeSettingsFromHash, decodeHash, demoSourceHash, parseDemoHash} from './demoHash';

describe('demoSourceHash', () => {
  it('links to the source of a demo in a code variant and styling', () => {
    expect(demoSourceHash('BasicGrid', 'TS', 'system')).toBe('#BasicGrid.tsx');
    expect(demoSourceHash('BasicGrid', 'JS', 'system')).toBe('#BasicGrid.js');
    expect(demoSourceHash('StyledCard', 'JS', 'tailwind')).toBe('#tailwind-StyledCard.js');
  });
});

describe('parseDemoHash', () => {
  it('reads back what demoSourceHash writes', () => {
    expect(parseDemoHash(demoSourceHash('BasicGrid', 'TS', 'system'))).toEqual({name: 'BasicGrid', codeVariant: 'TS'});
    expect(parseDemoHash(demoSourceHash('StyledCard', 'JS', 'css'))).toEqual({
      name: 'StyledCard',
      codeVariant: 'JS',
      codeStyling: 'css',
    });
    expect(parseDemoHash('#system-StyledCard.tsx')).toEqual({
      name: 'StyledCard',
      codeVariant: 'TS',
      codeStyling: 'system',
    });
  });

  it.each([
    ['', 'an empty hash'],
    ['#installation', 'a heading anchor'],
    ['#css-variables', 'a heading anchor that starts like a styling'],
    ['#tailwind-css-setup', 'another such anchor'],
    ['#foo.js', 'a lower-case name, which no demo has'],
    ['#BasicGrid.jsx', 'another extension'],
    ['#sass-BasicGrid.tsx', 'an unknown styling'],
    ['#see-BasicGrid.tsx-notes', 'a demo link inside other text'],
    ['#%E0%A4%A', 'a malformed escape'],
  ])('reads no demo from %j (%s)', (hash) => {
    expect(parseDemoHash(hash)).toBeUndefined();
  });
});

describe('codeSettingsFromHash', () => {
  const onPage = (name: string) => ['BasicGrid', 'StyledCard'].includes(name);

  it('selects the variant, and the styling when the link names one, for a demo of the page', () => {
    expect(codeSettingsFromHash('#BasicGrid.js', onPage)).toEqual({codeVariant: 'JS'});
    expect(codeSettingsFromHash('#css-StyledCard.tsx', onPage)).toEqual({codeVariant: 'TS', codeStyling: 'css'});
  });

  it('selects nothing for a heading anchor or a link to a demo the page does not have', () => {
    expect(codeSettingsFromHash('#css-variables', onPage)).toBeUndefined();
    expect(codeSettingsFromHash('#Foo.js', onPage)).toBeUndefined();
    expect(codeSettingsFromHash('#foo.js', () => true)).toBeUndefined();
  });
});

describe('decodeHash', () => {
  it('decodes escapes and keeps a malformed hash as it is', () => {
    expect(decodeHash('#Caf%C3%A9.js')).toBe('Café.js');
    expect(decodeHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeHash('plain')).toBe('plain');
  });
});
