// `npm run i18n:status`: per locale, the share of UI strings and of pages translated, with the
// keys that are missing or orphaned. `--check` exits 1 when a key used in code is missing from a
// locale's code.json or a translated page links to a page that does not exist.
// `--sync` adds the missing keys to each code.json with the English text, for translators to fill.
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = ['zh', 'pt'];
const SOURCE_DIRS = ['src', 'plugins'];
const DOC_ROOTS = {
  current: 'docs',
  '7.29.0': 'versioned_docs/version-7.29.0',
  6: 'versioned_docs/version-6',
  5: 'versioned_docs/version-5',
  4: 'versioned_docs/version-4',
};
const VERSION_PREFIX = {current: '/v8', '7.29.0': '', 6: '/v6', 5: '/v5', 4: '/v4'};
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

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

function docRoutes(version) {
  const dir = path.join(root, DOC_ROOTS[version]);
  const routes = new Set();
  for (const file of walk(dir, (f) => /\.mdx?$/.test(f))) {
    const id = path
      .relative(dir, file)
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/');
    const slug = /^slug:\s*(\S+)/m.exec(readFileSync(file, 'utf8').split('---')[1] ?? '')?.[1];
    const route = slug ?? `/${id.replace(/(^|\/)index$/, '')}`;
    routes.add(`${VERSION_PREFIX[version]}${route}`.replace(/\/?$/, '/'));
  }
  return routes;
}

function brokenLinks(locale) {
  const problems = [];
  for (const version of Object.keys(DOC_ROOTS)) {
    const folder = version === 'current' ? 'current' : `version-${version}`;
    const dir = path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', folder);
    const routes = docRoutes(version);
    for (const file of walk(dir, (f) => /\.mdx?$/.test(f))) {
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\((\/[^)\s#]*)/g)) {
        const url = target.replace(/\/?$/, '/');
        const known = routes.has(url) || routes.has(`${VERSION_PREFIX[version]}${url}`) || url.startsWith('/api/');
        if (!known)
          problems.push(`${path.relative(root, file)} links to ${target}, which is not a page of this version`);
        else if (/\.mdx?\)/.test(target)) problems.push(`${path.relative(root, file)} links to a file: ${target}`);
      }
      // Relative file links may point at a translated file or at the English one (the
      // localized-links remark plugin picks whichever the build uses).
      const english = path.join(root, DOC_ROOTS[version]);
      for (const [, target] of text.matchAll(/\]\((\.{1,2}\/[^)\s#]*\.mdx?)/g)) {
        const inTranslation = path.resolve(path.dirname(file), target);
        const inEnglish = path.join(english, path.relative(dir, inTranslation));
        if (!existsSync(inTranslation) && !existsSync(inEnglish))
          problems.push(`${path.relative(root, file)} links to ${target}, which does not exist`);
      }
    }
  }
  return problems;
}

function pageShare(locale) {
  let total = 0;
  let translated = 0;
  for (const version of Object.keys(DOC_ROOTS)) {
    const folder = version === 'current' ? 'current' : `version-${version}`;
    const english = path.join(root, DOC_ROOTS[version]);
    const own = path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', folder);
    for (const file of walk(english, (f) => /\.mdx?$/.test(f))) {
      total += 1;
      if (existsSync(path.join(own, path.relative(english, file)))) translated += 1;
    }
  }
  return {total, translated};
}

const percent = (part, whole) => (whole === 0 ? '100%' : `${Math.round((part / whole) * 100)}%`);

function main() {
  const args = new Set(process.argv.slice(2));
  const files = SOURCE_DIRS.flatMap((dir) =>
    walk(path.join(root, dir), (f) => /\.(tsx?|jsx?)$/.test(f) && !/\.test\.tsx?$/.test(f)),
  );
  const keys = collectKeys(files);
  let failed = false;
  for (const locale of LOCALES) {
    const file = path.join(root, 'i18n', locale, 'code.json');
    const messages = readJson(file);
    const missing = [...keys.keys()].filter((id) => !(id in messages));
    const orphaned = Object.keys(messages).filter((id) => !keys.has(id) && !EXTERNAL_KEY.test(id));
    const translated = [...keys.keys()].filter((id) => id in messages && messages[id].message !== keys.get(id).message);
    const pages = pageShare(locale);
    const links = brokenLinks(locale);
    console.log(
      `\n${locale}: UI strings ${translated.length}/${keys.size} translated (${percent(translated.length, keys.size)}), pages ${pages.translated}/${pages.total} (${percent(pages.translated, pages.total)})`,
    );
    for (const id of missing) console.log(`  missing:  ${id}  (${keys.get(id).file})`);
    for (const id of orphaned) console.log(`  orphaned: ${id}`);
    for (const problem of links) console.log(`  link:     ${problem}`);
    if (args.has('--sync') && missing.length > 0) {
      for (const id of missing)
        messages[id] = {message: keys.get(id).message, description: `Untranslated: used in ${keys.get(id).file}`};
      writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
      console.log(`  added ${missing.length} key(s) to ${path.relative(root, file)} with the English text`);
    } else if (missing.length > 0 || links.length > 0) {
      failed = true;
    }
  }
  if (args.has('--check') && failed) {
    console.error(
      '\ni18n check failed: add the missing keys (npm run i18n:status -- --sync, then translate) and fix the links above.',
    );
    process.exit(1);
  }
}

main();
