/**
 * A CSV cell that a spreadsheet would run as a formula starts with one of these (OWASP, "CSV
 * Injection"), possibly after quotes this module added.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * `cell` made safe to open in a spreadsheet: a leading `'` before a cell that would start a
 * formula (`=HYPERLINK(…)` becomes `'=HYPERLINK(…)`). A cell of quotes before such a character
 * gets one more, so {@link restoreCsvCell} gives every cell back exactly.
 */
export function neutraliseCsvCell(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The cell {@link neutraliseCsvCell} was given: one leading `'` removed where it added one. */
export function restoreCsvCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
