import {LEGACY_PAGES, type LegacyPage} from './legacyPages';

export type Suggestion = {title: string; to: string};

// Words every old path shares: they say nothing about which page was meant.
const NOISE = new Set(['x', 'zh', 'pt', 'v4', 'v5', 'v6', 'v8', 'components', 'react', 'api', 'docs', 'index']);

function tokens(path: string): string[] {
  return (
    path
      .toLowerCase()
      // A product's name is one word: "date" in date-pickers must not match the date-time picker page.
      .replace(/data-grid|date-pickers|tree-view/g, (name) => name.replace('-', ''))
      .split(/[/\-_.?#]+/)
      .filter((token) => token !== '' && !NOISE.has(token))
  );
}

/** Whether `a` turns into `b` in at most `max` edits (insert, delete, replace, swap two neighbours). */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
      }
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] <= max;
}

/** How well one requested word matches a word of a page: exact beats a prefix or a typo. */
function wordScore(word: string, candidate: string): number {
  if (word === candidate) return 3;
  if (word.length >= 3 && candidate.length >= 3 && (candidate.startsWith(word) || word.startsWith(candidate))) return 2;
  if (word.length >= 4 && withinEdits(word, candidate, word.length >= 7 ? 2 : 1)) return 2;
  return 0;
}

function pageScore(words: string[], page: LegacyPage): number {
  const pageWords = [...tokens(page.from), ...tokens(page.to)];
  return words.reduce((sum, word) => sum + Math.max(0, ...pageWords.map((candidate) => wordScore(word, candidate))), 0);
}

/**
 * "Did you mean" links for a path that matched no page: the best matching pages of the title
 * table, titled in the reader's language (English when the table has no title in it).
 */
export function suggestPages(pathname: string, locale: string, limit = 3): Suggestion[] {
  const words = tokens(typeof pathname === 'string' ? pathname : '');
  if (words.length === 0) return [];
  const seen = new Set<string>();
  // On equal scores the page with fewer words of its own is the closer match (time-picker, not date-time-picker).
  return LEGACY_PAGES.map((page, order) => ({
    page,
    order,
    score: pageScore(words, page),
    size: tokens(page.from).length,
  }))
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score || a.size - b.size || a.order - b.order)
    .filter(({page}) => !seen.has(page.to) && Boolean(seen.add(page.to)))
    .slice(0, limit)
    .map(({page}) => ({title: locale === 'zh' ? page.title.zh : page.title.en, to: page.to}));
}
