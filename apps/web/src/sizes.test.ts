import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The size limits of the app, the client and the kit: no function or component over 80 lines
 * and no file over 300, outside tests, stories and generated files. The root `biome.json`
 * holds the limits and the exclusions (an override of `noExcessiveLinesPerFunction` and
 * `noExcessiveLinesPerFile`); this runs those two rules over the three packages so the list
 * of offenders is part of the test run, not only of lint.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FOLDERS = ['apps/web/src', 'packages/api-client/src', 'packages/ui/src'];
const RULES = ['complexity/noExcessiveLinesPerFunction', 'style/noExcessiveLinesPerFile'];

interface Diagnostic {
  severity: string;
  message: string;
  category: string;
  location: { path: string; start: { line: number } };
}

/** Each place over a limit, as `path:line message`. */
function sizeOffenders(): string[] {
  const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
  const args = [biome, 'lint', '--reporter=json', '--max-diagnostics=none'];
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [...args, ...RULES.map((rule) => `--only=${rule}`), ...FOLDERS],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch (error) {
    // Biome exits non-zero when it reports an error; its report is still on stdout.
    output = String((error as { stdout?: unknown }).stdout ?? '');
  }
  const report = JSON.parse(output) as { diagnostics: Diagnostic[] };
  // `--only` turns the rules on everywhere at their default level ("info"); the override
  // raises them to "error" where the limits apply, so only errors are offenders.
  return report.diagnostics
    .filter((d) => d.severity === 'error' && RULES.some((rule) => d.category.endsWith(rule)))
    .map((d) => `${d.location.path}:${d.location.start.line} ${d.message}`);
}

describe('the size limits', () => {
  it('hold in the app, the client and the kit', () => {
    expect(sizeOffenders()).toEqual([]);
  });
});
