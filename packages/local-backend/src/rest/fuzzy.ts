/** fuzzyset's default least score. */
const MIN_SCORE = 0.33;

/**
 * Near-miss suggestions as PostgREST makes them for its hints ("Perhaps you meant …"): the
 * fuzzyset algorithm with its defaults — candidates sharing trigrams (else bigrams) with the
 * value, ranked by cosine similarity, the best 50 rescored by Levenshtein distance, those
 * scoring at least `minScore` (fuzzyset's 0.33 unless told; PostgREST asks 0.75 for function
 * names) kept. An exact (case-insensitive) match is the only answer, score 1.
 */
export function fuzzyMatches(
  value: string,
  names: readonly string[],
  minScore = MIN_SCORE,
): [number, string][] {
  const lower = value.toLowerCase();
  const exact = names.find((name) => name.toLowerCase() === lower);
  if (exact !== undefined) return [[1, exact]];
  for (const size of [3, 2]) {
    const found = gramMatches(lower, names, size, minScore);
    if (found) return found;
  }
  return [];
}

/** The best near miss that is not an exact match, if any. */
export function fuzzySuggestion(value: string, names: readonly string[]): string | undefined {
  const [best] = fuzzyMatches(value, names);
  return best && best[0] < 1 ? best[1] : undefined;
}

function gramMatches(value: string, names: readonly string[], size: number, minScore: number) {
  const counts = grams(value, size);
  const norm = Math.hypot(...counts.values());
  const scored: [number, string][] = [];
  for (const name of names) {
    const other = grams(name.toLowerCase(), size);
    let dot = 0;
    for (const [gram, count] of counts) dot += count * (other.get(gram) ?? 0);
    if (dot > 0) scored.push([dot / (norm * Math.hypot(...other.values())), name]);
  }
  if (scored.length === 0) return undefined;
  scored.sort((a, b) => b[0] - a[0]);
  return scored
    .slice(0, 50)
    .map(([, name]): [number, string] => [similarity(name.toLowerCase(), value), name])
    .sort((a, b) => b[0] - a[0])
    .filter(([score]) => score >= minScore);
}

/** Counts of the value's n-grams, padded with `-` and without punctuation, as fuzzyset takes them. */
function grams(value: string, size: number): Map<string, number> {
  let padded = `-${value.replace(/[^a-z0-9\u00c0-\u00ff, ]+/g, '')}-`;
  while (padded.length < size) padded += '-';
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/** 1 − Levenshtein distance over the longer length. */
function similarity(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min(
          (previous[j] as number) + 1,
          (current[j - 1] as number) + 1,
          (previous[j - 1] as number) + cost,
        ),
      );
    }
    previous = current;
  }
  return 1 - (previous[b.length] as number) / Math.max(a.length, b.length, 1);
}
