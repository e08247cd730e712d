import { characterCount } from '../fields/characters.js';

/**
 * `value` trimmed and cut to `max` characters (an ellipsis marks the cut), or `null` when
 * nothing is left; `cut` is whether it was cut.
 */
export function fitText(
  value: string | null | undefined,
  max: number,
): { text: string | null; cut: boolean } {
  const text = (value ?? '').trim();
  if (text === '') return { text: null, cut: false };
  if (characterCount(text) <= max) return { text, cut: false };
  return {
    text: `${Array.from(text)
      .slice(0, max - 1)
      .join('')
      .trimEnd()}…`,
    cut: true,
  };
}

/** Names made unique, ignoring case, by numbering repeats: "Done", "Done (2)". */
export function uniqueNames(names: string[], max: number): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; seen.has(candidate.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      candidate = `${Array.from(name)
        .slice(0, max - suffix.length)
        .join('')}${suffix}`;
    }
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}
