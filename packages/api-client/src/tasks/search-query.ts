/**
 * A board search's text as a PostgreSQL `tsquery` that matches words by their beginning, so a
 * search finds tasks while the word is still being typed ("redir" finds "redirect"). It keeps
 * the web-search forms people use: `"a phrase"`, `-excluded` and `or`. Only letters and digits
 * reach the query, so nothing typed can be read as tsquery syntax.
 */
export function prefixTsquery(query: string): string | null {
  const terms: string[] = [];
  let joiner = ' & ';
  for (const [, phrase, token] of query.matchAll(/"([^"]*)"?|(\S+)/g)) {
    if (token?.toLowerCase() === 'or') {
      if (terms.length) joiner = ' | ';
      continue;
    }
    const excluded = token?.startsWith('-') ?? false;
    const words = wordsOf(phrase ?? (excluded ? token?.slice(1) : token) ?? '');
    if (!words.length) continue;
    const sequence = words.map((word, n) => (n === words.length - 1 ? `${word}:*` : word));
    const term = words.length > 1 ? `(${sequence.join(' <-> ')})` : (sequence[0] as string);
    terms.push(`${terms.length ? joiner : ''}${excluded ? `!${term}` : term}`);
    joiner = ' & ';
  }
  return terms.length ? terms.join('') : null;
}

/** `#12` (or `#12` alone with spaces): the task number a search names, else `null`. */
export function taskNumberOf(query: string): number | null {
  const match = /^#(\d{1,9})$/.exec(query.trim());
  return match ? Number(match[1]) : null;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
