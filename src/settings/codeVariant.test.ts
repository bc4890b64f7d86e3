import {parseCodeVariant, serializeCodeVariantCookie} from './codeVariant';

describe('parseCodeVariant', () => {
  it('accepts TS and JS', () => {
    expect(parseCodeVariant('TS')).toBe('TS');
    expect(parseCodeVariant('JS')).toBe('JS');
  });

  it('ignores other values and a missing cookie', () => {
    expect(parseCodeVariant('ts')).toBeUndefined();
    expect(parseCodeVariant('Python')).toBeUndefined();
    expect(parseCodeVariant('')).toBeUndefined();
    expect(parseCodeVariant(undefined)).toBeUndefined();
  });
});

describe('serializeCodeVariantCookie', () => {
  it('keeps the choice for a year on the whole site', () => {
    expect(serializeCodeVariantCookie('JS')).toBe('codeVariant=JS; path=/; max-age=31536000; SameSite=Lax');
  });
});
