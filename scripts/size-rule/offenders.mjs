// Turns measurements into offenders: each function and file over its limit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FILE_KEY, MAX_FILE_LINES, MAX_FUNCTION_LINES } from './limits.mjs';
import { measureSource } from './measure.mjs';
import { listCoveredFiles } from './scope.mjs';

/**
 * @typedef {object} Offender
 * @property {string} file  The file, relative to the root.
 * @property {string} name  The function's name path, or `(file)` for the file itself.
 * @property {number} line  Where it starts.
 * @property {number} lines Its size.
 */

/**
 * Every function over 80 lines and every file over 300 in the covered folders under `root`.
 *
 * @param {string} root      The repository's root.
 * @param {string[]} [folders] The folders to read, relative to `root` (default: all covered).
 * @returns {Offender[]}
 */
export function findOffenders(root, folders) {
  /** @type {Offender[]} */
  const offenders = [];
  for (const file of listCoveredFiles(root, folders)) {
    const size = measureSource(file, readFileSync(path.join(root, file), 'utf8'));
    if (size.lines > MAX_FILE_LINES) {
      offenders.push({ file, name: FILE_KEY, line: 1, lines: size.lines });
    }
    for (const fn of size.functions) {
      if (fn.lines > MAX_FUNCTION_LINES) offenders.push({ file, ...fn });
    }
  }
  return offenders;
}
