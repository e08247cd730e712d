import fc from 'fast-check';

/**
 * Fixed seed, so every run tries the same inputs and a failure replays. Set `FUZZ_SEED` to
 * explore other inputs locally; a failure prints the seed to replay with.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Generated inputs per surface and engine: enough to find shapes no one wrote by hand. */
export const FUZZ_RUNS = 1000;

/**
 * Time one fuzz test may take: a thousand requests take seconds alone, but several times
 * longer while every other suite of the run shares the same two cores.
 */
export const FUZZ_TIMEOUT_MS = 240_000;

/**
 * Checks `FUZZ_RUNS` inputs drawn from `arbitrary`, one at a time. `check` returns a problem
 * (or throws); fast-check then shrinks the input and the failure prints the minimal input,
 * the seed and the replay path. Prints how many inputs were tried and returns the count.
 */
export async function fuzz<T>(
  surface: string,
  arbitrary: fc.Arbitrary<T>,
  check: (input: T) => Promise<string | undefined>,
): Promise<number> {
  let count = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      count++;
      const problem = await check(input);
      if (problem) throw new Error(problem);
    }),
    { seed: FUZZ_SEED, numRuns: FUZZ_RUNS },
  );
  console.info(`fuzz ${surface}: ${count} generated inputs passed (seed ${FUZZ_SEED})`);
  return count;
}

/** Strings that have broken parsers before: quotes, SQL, NUL, paths, huge and odd numbers. */
export const HOSTILE_STRINGS = [
  "'; drop table x; --",
  '"',
  '\\',
  '\0',
  'a\0b',
  '%00',
  '../../etc/passwd',
  '..',
  '/',
  '//',
  '(',
  ')',
  '((((((((',
  '{',
  '[',
  ',',
  '.',
  '*',
  '%',
  '$1',
  '$$',
  '::',
  '->',
  '->>',
  'null',
  'true',
  '-1',
  '1e309',
  '9223372036854775808',
  'NaN',
  '🙂',
  '\uD800',
  '\u202E',
  ' ',
  '',
  'x'.repeat(3000),
] as const;

/** Short text from the hostile list, the characters parsers care about, or anything. */
export function hostileText(maxLength = 40): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string({
      unit: fc.constantFrom(
        '\0',
        '(',
        ')',
        ',',
        '.',
        '"',
        "'",
        '\\',
        '*',
        ':',
        '-',
        '>',
        '!',
        'a',
        '1',
        ' ',
        '{',
        '}',
        '%',
      ),
      maxLength,
    }),
    fc.string({ unit: 'binary', maxLength }),
  );
}

/** A JSON value, sometimes with hostile strings in it. */
export function hostileJson(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    hostileText(),
    fc.dictionary(hostileText(10), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  );
}

/** The problem with a response, if any: a 5xx, or an error without a JSON body. */
export async function responseProblem(
  label: string,
  response: Response,
  options: { jsonErrors?: boolean } = {},
): Promise<string | undefined> {
  const text = await response.text();
  if (response.status >= 500) return `${response.status} for ${label}: ${text.slice(0, 300)}`;
  if (options.jsonErrors && response.status >= 400 && text) {
    try {
      JSON.parse(text);
    } catch {
      return `non-JSON ${response.status} body for ${label}: ${text.slice(0, 200)}`;
    }
  }
  return undefined;
}

/**
 * `text` made sendable as a header value: fetch refuses control characters and characters
 * above U+00FF before anything is sent, so those become `?` (the server never sees them).
 */
export function headerSafe(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the ones to replace
  return text.replace(/[\u0000-\u001f\u007f]|[^\u0000-\u00ff]/g, '?').trim();
}

/** `text` as one URL path segment; lone surrogates (not encodable) become U+FFFD. */
export function pathSegment(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
}
