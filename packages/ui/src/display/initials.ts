/**
 * Up to two initials for an avatar fallback: the first letters of the first and last words
 * ("Ada Lovelace" → "AL"), or the first two letters of a single word ("ada" → "AD").
 * Letters outside A–Z (accents, other scripts, emoji) stay whole.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = last
    ? [...first].slice(0, 1).concat([...last].slice(0, 1))
    : [...first].slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}
