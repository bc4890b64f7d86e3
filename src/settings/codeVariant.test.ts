import {codeVariantFromHash, decodeHash, parseCodeVariant, serializeCodeVariantCookie} from './codeVariant';

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

describe('codeVariantFromHash', () => {
  it('reads the extension of a demo link', () => {
    expect(codeVariantFromHash('#BasicGrid.tsx')).toBe('TS');
    expect(codeVariantFromHash('#BasicGrid.js')).toBe('JS');
    expect(codeVariantFromHash('#tailwind-BasicGrid.js')).toBe('JS');
  });

  it('ignores other hashes', () => {
    expect(codeVariantFromHash('')).toBeUndefined();
    expect(codeVariantFromHash('#installation')).toBeUndefined();
    expect(codeVariantFromHash('#BasicGrid.jsx')).toBeUndefined();
  });

  it('reads a malformed escape without throwing', () => {
    expect(codeVariantFromHash('#%E0%A4%A.js')).toBe('JS');
  });
});

describe('decodeHash', () => {
  it('drops the # and decodes escapes, keeping malformed ones as they are', () => {
    expect(decodeHash('#Caf%C3%A9.js')).toBe('Café.js');
    expect(decodeHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeHash('plain')).toBe('plain');
  });
});

describe('serializeCodeVariantCookie', () => {
  it('keeps the choice for a year on the whole site', () => {
    expect(serializeCodeVariantCookie('JS')).toBe('codeVariant=JS; path=/; max-age=31536000; SameSite=Lax');
  });
});
