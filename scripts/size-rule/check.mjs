#!/usr/bin/env node
// The size rule: no function over 80 lines and no file over 300 in the app, the client, the
// kit, the schemas and the local backend, beyond the known offenders (known-offenders.json),
// which may only shrink. `--list` prints every offender with its size instead of checking.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_FILE_LINES, MAX_FUNCTION_LINES } from './limits.mjs';
import { findOffenders } from './offenders.mjs';
import { compareWithKnown } from './ratchet.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const offenders = findOffenders(root);

if (process.argv.includes('--list')) {
  for (const { file, name, line, lines } of offenders.sort((a, b) => b.lines - a.lines)) {
    console.log(`${lines}\t${file}:${line}\t${name}`);
  }
  process.exit(0);
}

const known = JSON.parse(readFileSync(path.join(here, 'known-offenders.json'), 'utf8'));
const problems = compareWithKnown(offenders, known);
if (problems.length > 0) {
  console.error(
    `Size rule (≤ ${MAX_FUNCTION_LINES} lines a function, ≤ ${MAX_FILE_LINES} a file; scripts/size-rule/known-offenders.json):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Size rule: nothing new over the limits; ${offenders.length} known offenders left.`);
