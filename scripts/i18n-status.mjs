// `npm run i18n:status`: per locale, the UI strings translated, and per version and section the
// pages translated, outdated (their English source changed since: `source_hash` in the translated
// page's front matter) and missing, with the keys that are missing or orphaned.
//
//   --check        exits 1 on a missing UI key, a missing page of a version that must be translated
//                  (the registry's `translatedLocales`), a translated page that lacks a demo or listing
//                  of its English page, or a broken link in a translated page. Outdated pages are
//                  reported, not failed.
//   --sync         adds the missing keys to each code.json with the English text, for translators.
//   --stamp FILES  records in each translated page the hash of its English page: run it when a
//                  translation is brought up to date with its source.
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));
const {VERSIONS} = jiti('../src/config/registry.ts');
const {contentDirOf, translatedLocales, versionRoutePrefix} = jiti('../src/config/lookups.ts');
const {pageStatuses, englishFileOf, sourceHash, stampSourceHash} = jiti('./i18n/pageStatus.ts');
const {pagesOf} = jiti('./content/pages.ts');

const LOCALES = translatedLocales();
const SOURCE_DIRS = ['src', 'plugins', 'overrides'];
// Keys owned by Docusaurus and its plugins: they ship their own translations.
const EXTERNAL_KEY = /^(theme\.|search\.|docusaurus\.)/;

function walk(dir, keep) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

const stringValue = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** Every translation id used in the site's code with its English text, found by parsing (not by regex). */
function collectKeys(files) {
  const keys = new Map();
  const add = (id, message, file) => {
    if (id !== undefined && !keys.has(id)) keys.set(id, {message: message ?? id, file: path.relative(root, file)});
  };
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        const [first, second] = node.arguments;
        if (name === 'translate' && first && ts.isObjectLiteralExpression(first)) {
          const prop = (key) => first.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === key);
          add(stringValue(prop('id')?.initializer), stringValue(prop('message')?.initializer), file);
        } else if (name === 't' && stringValue(first) !== undefined) {
          add(stringValue(first), stringValue(second), file);
        }
      }
      if (
        (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'Translate') ||
        (ts.isJsxSelfClosingElement(node) && node.tagName.getText() === 'Translate')
      ) {
        const opening = ts.isJsxElement(node) ? node.openingElement : node;
        const idAttr = opening.attributes.properties.find((a) => ts.isJsxAttribute(a) && a.name.getText() === 'id');
        const text = ts.isJsxElement(node)
          ? node.children
              .map((c) => (ts.isJsxText(c) ? c.text : ts.isJsxExpression(c) ? (stringValue(c.expression) ?? '') : ''))
              .join('')
              .replace(/\s+/g, ' ')
              .trim()
          : undefined;
        add(idAttr?.initializer ? stringValue(idAttr.initializer) : undefined, text, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return keys;
}

function readJson(file, fallback = {}) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** Links to site pages (`](/…)`) in a translated page that lead to no page of its version. */
function brokenLinks(locale) {
  const problems = [];
  for (const version of VERSIONS) {
    const routes = new Set([...pagesOf(root, version.name).keys()]);
    const prefix = versionRoutePrefix(version);
    for (const page of pagesOf(root, version.name, locale).values()) {
      const where = path.relative(root, page.file);
      const text = page.source.replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\((\/[^)\s#]*)/g)) {
        if (/\.mdx?$/.test(target)) {
          problems.push(`${where} links to a file: ${target}`);
          continue;
        }
        const url = `/x${target.startsWith(prefix + '/') || prefix === '' ? '' : prefix}${target}`.replace(/\/?$/, '/');
        if (!routes.has(url) && !target.startsWith('/api/') && !target.startsWith(`${prefix}/api/`)) {
          problems.push(`${where} links to ${target}, which is not a page of this version`);
        }
      }
      for (const [, target] of text.matchAll(/\]\((\.{1,2}\/[^)\s#]*\.mdx?)/g)) {
        const inTranslation = path.resolve(path.dirname(page.file), target);
        const english = englishFileOf(root, inTranslation);
        if (!existsSync(inTranslation) && !(english && existsSync(english))) {
          problems.push(`${where} links to ${target}, which does not exist`);
        }
      }
    }
  }
  return problems;
}

const percent = (part, whole) => (whole === 0 ? '100%' : `${Math.floor((part / whole) * 100)}%`);

/** One line per version and section: translated (current + outdated + unstamped) of all pages. */
function pageReport(locale, failures) {
  for (const version of VERSIONS) {
    const statuses = pageStatuses(root, version.name, locale);
    const required = version.translatedLocales.includes(locale);
    const sections = [...new Set(statuses.map((status) => status.section))];
    const line = (label, list) => {
      const done = list.filter((status) => status.state !== 'missing');
      const outdated = list.filter((status) => status.state === 'outdated' || status.state === 'unstamped');
      return `    ${label.padEnd(14)} ${String(done.length).padStart(4)}/${String(list.length).padEnd(4)} ${percent(done.length, list.length).padStart(4)}${outdated.length ? `  (${outdated.length} outdated)` : ''}`;
    };
    console.log(`  ${version.label}${required ? ' (must be translated)' : ''}`);
    console.log(line('all', statuses));
    if (statuses.some((status) => status.state !== 'missing')) {
      for (const section of sections)
        console.log(
          line(
            section,
            statuses.filter((status) => status.section === section),
          ),
        );
    }
    for (const status of statuses) {
      const file = `${contentDirOf(version, locale)}/${status.docPath}`;
      if (status.state === 'missing' && required) failures.push(`missing page: ${file}`);
      if (status.state === 'outdated')
        console.log(`    outdated: ${file} (its English page changed since it was translated)`);
      if (status.state === 'unstamped')
        console.log(`    outdated: ${file} (no ${'source_hash'}: run --stamp once it matches its English page)`);
      for (const problem of status.demoProblems) failures.push(`${file}: ${problem}`);
    }
  }
}

function stamp(files) {
  for (const file of files) {
    const full = path.resolve(file);
    const english = englishFileOf(root, full);
    if (!english || !existsSync(english) || !existsSync(full)) {
      console.error(`  not a translated page with an English source: ${file}`);
      process.exitCode = 1;
      continue;
    }
    writeFileSync(full, stampSourceHash(readFileSync(full, 'utf8'), sourceHash(readFileSync(english, 'utf8'))));
    console.log(`  stamped ${path.relative(root, full)}`);
  }
}

function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--stamp') return stamp(argv.slice(1));
  const args = new Set(argv);
  const files = SOURCE_DIRS.flatMap((dir) =>
    walk(path.join(root, dir), (f) => /\.(tsx?|jsx?)$/.test(f) && !/\.test\.tsx?$/.test(f)),
  );
  const keys = collectKeys(files);
  const allFailures = [];
  for (const locale of LOCALES) {
    const file = path.join(root, 'i18n', locale, 'code.json');
    const messages = readJson(file);
    // Keys whose text is the same in this language on purpose (product names such as "MUI System").
    const sameAsEnglish = new Set(readJson(path.join(root, 'i18n', locale, 'same-as-english.json'), []));
    const missing = [...keys.keys()].filter((id) => !(id in messages));
    const orphaned = Object.keys(messages).filter((id) => !keys.has(id) && !EXTERNAL_KEY.test(id));
    const translated = [...keys.keys()].filter(
      (id) => id in messages && (messages[id].message !== keys.get(id).message || sameAsEnglish.has(id)),
    );
    const failures = [];
    console.log(
      `\n${locale}: UI strings ${translated.length}/${keys.size} translated (${percent(translated.length, keys.size)})`,
    );
    for (const id of missing) console.log(`  missing:  ${id}  (${keys.get(id).file})`);
    for (const id of orphaned) console.log(`  orphaned: ${id}`);
    console.log('  pages (translated/all):');
    pageReport(locale, failures);
    for (const problem of brokenLinks(locale)) failures.push(`link: ${problem}`);
    if (args.has('--sync') && missing.length > 0) {
      for (const id of missing)
        messages[id] = {message: keys.get(id).message, description: `Untranslated: used in ${keys.get(id).file}`};
      writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
      console.log(`  added ${missing.length} key(s) to ${path.relative(root, file)} with the English text`);
    } else {
      failures.push(...missing.map((id) => `missing UI key: ${id}`));
    }
    for (const failure of failures) console.log(`  FAIL ${failure}`);
    allFailures.push(...failures);
  }
  if (args.has('--check') && allFailures.length > 0) {
    console.error(`\ni18n check failed (${allFailures.length} problem(s) above).`);
    process.exit(1);
  }
}

main();
