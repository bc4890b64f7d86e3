import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {OVERRIDES, type Touch} from './manifest';

// The guard of every override (see README.md): the installed version of each package it touches
// is the one it was verified against, the files it replaces or reads are still there, and each
// still holds what the override hooks into. A failure here means: look at the override again
// against the new version, then update `verified`.

const siteDir = path.resolve(__dirname, '..');

function packageDir(name: string, at?: string): string {
  return path.join(siteDir, at ?? path.join('node_modules', name.replace(/ \(.*\)$/, '')));
}

function installedVersion(name: string, touches: Touch[]): string | undefined {
  const at = touches.find((touch) => touch.pkg === name)?.at;
  const file = path.join(packageDir(name, at), 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version : undefined;
}

describe.each(OVERRIDES.map((override) => [override.id, override] as const))('override %s', (_id, override) => {
  it.each(Object.entries(override.verified))('runs on %s %s, the version it was verified against', (name, version) => {
    expect(installedVersion(name, override.touches)).toBe(version);
  });

  it.each(override.touches.map((touch) => [`${touch.pkg}/${touch.file}`, touch] as const))(
    'finds %s as the override expects it',
    (_file, touch) => {
      const file = path.join(packageDir(touch.pkg, touch.at), touch.file);
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      for (const needle of touch.contains ?? [])
        expect([touch.file, text.includes(needle)]).toEqual([touch.file, true]);
    },
  );

  it('has its own files in this folder', () => {
    for (const file of override.files) expect([file, existsSync(path.join(__dirname, file))]).toEqual([file, true]);
    expect(override.gain.length).toBeGreaterThan(20);
    expect(override.benchRows.length).toBeGreaterThan(0);
  });
});

describe('the overrides folder', () => {
  it('lists every override in its README table', () => {
    const readme = readFileSync(path.join(__dirname, 'README.md'), 'utf8');
    for (const override of OVERRIDES) expect(readme).toContain(`| \`${override.id}\` |`);
  });

  it('is the only place outside the site that imports private files of Docusaurus or react-router', () => {
    const offenders: string[] = [];
    const scan = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) scan(full);
        else if (/\.(tsx?|mjs|cjs)$/.test(name) && !/\.test\./.test(name)) {
          const text = readFileSync(full, 'utf8');
          if (/from '@docusaurus\/[a-z-]+\/lib\/|__RouterContext|theme-common\/internal'/.test(text)) {
            offenders.push(path.relative(siteDir, full));
          }
        }
      }
    };
    ['src', 'plugins'].forEach((dir) => scan(path.join(siteDir, dir)));
    expect(offenders).toEqual([]);
  });
});
