// Holds the known offenders to their recorded sizes: the list can only shrink.
import { FILE_KEY } from './limits.mjs';

/**
 * The known offenders: for each file, each offending function's (or `(file)`'s) line count.
 * @typedef {Record<string, Record<string, number>>} KnownOffenders
 */

/**
 * What is wrong between the offenders found and those recorded. An offender not recorded
 * fails, one bigger than recorded fails, one smaller than recorded fails until its count is
 * lowered, and a recorded one now within its limit (or gone) fails until it is removed: the
 * list always says exactly what is over, so it never hides room to grow.
 *
 * @param {import('./offenders.mjs').Offender[]} offenders
 * @param {KnownOffenders} known
 * @returns {string[]} One message per problem; empty when the list matches.
 */
export function compareWithKnown(offenders, known) {
  /** @type {string[]} */
  const problems = [];
  const found = new Set();
  for (const { file, name, line, lines } of offenders) {
    found.add(`${file}\u0000${name}`);
    const what =
      name === FILE_KEY ? `${file} (${lines} lines)` : `${file}:${line} ${name} (${lines} lines)`;
    const recorded = known[file]?.[name];
    if (recorded === undefined) {
      problems.push(`over the limit: ${what}; split it`);
    } else if (lines > recorded) {
      problems.push(`grew past its recorded ${recorded}: ${what}; split it`);
    } else if (lines < recorded) {
      problems.push(`shrank from its recorded ${recorded}: ${what}; lower its count in the list`);
    }
  }
  for (const [file, entries] of Object.entries(known)) {
    for (const name of Object.keys(entries)) {
      if (!found.has(`${file}\u0000${name}`)) {
        problems.push(`within the limit now (or gone): ${file} ${name}; remove it from the list`);
      }
    }
  }
  return problems;
}
