import ts from 'typescript';

/** The text of a JSDoc tag (`@default`, `@deprecated`...), or undefined when the symbol lacks it. */
export function tagText(checker: ts.TypeChecker, symbol: ts.Symbol, name: string): string | undefined {
  const tag = symbol.getJsDocTags(checker).find((candidate) => candidate.name === name);
  if (!tag) return undefined;
  return ts.displayPartsToString(tag.text).trim();
}

export function hasTag(checker: ts.TypeChecker, symbol: ts.Symbol, name: string): boolean {
  return symbol.getJsDocTags(checker).some((tag) => tag.name === name);
}

/** The JSDoc description, without the "Demos:" and "API:" link lists that point at mui.com. */
export function descriptionOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const kept: string[] = [];
  let inLinkList = false;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === 'Demos:' || trimmed === 'API:') {
      inLinkList = true;
      continue;
    }
    if (inLinkList && (trimmed.startsWith('- ') || trimmed === '')) continue;
    inLinkList = false;
    kept.push(line);
  }
  return kept.join('\n').trim();
}
