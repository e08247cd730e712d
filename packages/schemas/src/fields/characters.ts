/**
 * Counts the characters of a string the way PostgreSQL's `char_length` does: by Unicode code
 * point. `String.prototype.length` counts UTF-16 units, so an emoji would count twice and the
 * browser would refuse text the database accepts.
 *
 * @param value - the text to measure.
 * @returns the number of code points in `value`.
 */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
