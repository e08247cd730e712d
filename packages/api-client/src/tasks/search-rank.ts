/**
 * Client-side relevance for full-text search results. PostgREST can filter by a tsvector
 * (`fts`) but cannot order by `ts_rank` without a database function, so the matching rows
 * come with their `search` tsvector and are ranked here the way `ts_rank` weighs them: every
 * occurrence of a query word counts with its label's weight (title `A` 1.0, description `B`
 * 0.4, as `ts_rank`'s default weights).
 */

const WEIGHTS: Readonly<Record<string, number>> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };

/** One lexeme of a tsvector with the weight of each of its occurrences. */
export interface Lexeme {
  word: string;
  weights: number[];
}

const LEXEME = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

/**
 * Parses a tsvector's text form as PostgreSQL prints it: `'detail':1B 'page':3A,5A 'x'`
 * (a lexeme without positions counts once, with weight D).
 */
export function parseTsvector(text: string): Lexeme[] {
  const lexemes: Lexeme[] = [];
  for (const match of text.matchAll(LEXEME)) {
    const word = (match[1] ?? '').replace(/''/g, "'");
    const positions = match[2] ? match[2].split(',') : [''];
    const weights = positions.map((position) => WEIGHTS[position.replace(/\d/g, '') || 'D'] ?? 0.1);
    lexemes.push({ word, weights });
  }
  return lexemes;
}

/**
 * The words of a web-search query that should be found: lower-cased, without quotes, without
 * `-excluded` words and the `or` operator.
 */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token && !token.startsWith('-') && token !== 'or')
    .flatMap((token) => token.split(/[^\p{L}\p{N}]+/u))
    .filter(Boolean);
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Whether an English-stemmed lexeme stands for a query word. Stems are the word or a prefix
 * of it (`filters` → `filter`), at most one letter off at the end (`policy` → `polici`); a
 * word being typed is a prefix of the lexemes it finds (`redir` → `redirect`).
 */
export function lexemeMatches(lexeme: string, word: string): boolean {
  // A word being typed matches what it begins (the search matches by prefix).
  if (lexeme === word || word.startsWith(lexeme) || lexeme.startsWith(word)) return true;
  return commonPrefixLength(lexeme, word) >= Math.max(3, lexeme.length - 1);
}

/** The relevance of a row whose tsvector is `search` for the query `words`. */
export function rank(search: string, words: readonly string[]): number {
  let score = 0;
  for (const lexeme of parseTsvector(search)) {
    if (words.some((word) => lexemeMatches(lexeme.word, word))) {
      for (const weight of lexeme.weights) score += weight;
    }
  }
  return score;
}
