import { type FinalResults, Parser } from 'tap-parser';

/**
 * Reads the TAP a pgTAP file printed (its `plan()`, `ok`/`not ok` lines and `#` diagnostics)
 * with tap-parser, the parser of node-tap: counts, failures, and whether the plan was kept.
 */
export function readTap(tap: string): FinalResults {
  let results: FinalResults | undefined;
  const parser = new Parser((final) => {
    results = final;
  });
  parser.end(tap.endsWith('\n') ? tap : `${tap}\n`);
  if (!results) throw new Error('the TAP parser did not finish');
  return results;
}
