import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

// Front matter is YAML: a value starting with `@`, `` ` `` or `:` unquoted breaks the build of its
// locale, which only the full build would show. Every page of every version and locale is read here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const yaml = require('js-yaml') as {load: (text: string) => unknown};

const root = path.resolve(__dirname, '..', '..');
const folders = ['docs', 'versioned_docs', 'i18n'];

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : pagesUnder(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const pages = folders.flatMap((folder) => pagesUnder(path.join(root, folder)));

describe('front matter', () => {
  it('has pages to read', () => {
    expect(pages.length).toBeGreaterThan(900);
  });

  it('parses as YAML with a text title and description on every page that has it', () => {
    const problems = pages.flatMap((file) => {
      const block = readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---\n/);
      if (!block) return [];
      try {
        const data = (yaml.load(block[1]) ?? {}) as Record<string, unknown>;
        return ['title', 'description']
          .filter((field) => field in data && typeof data[field] !== 'string')
          .map((field) => `${path.relative(root, file)}: ${field} is not text`);
      } catch (error) {
        return [`${path.relative(root, file)}: ${(error as Error).message.split('\n')[0]}`];
      }
    });
    expect(problems).toEqual([]);
  });
});
