import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Browser code imports `zod/mini`, never `zod`: the root `biome.json` restricts the import (the
 * classic API put 5 kB more of Zod's core into the sign-in page's first load). This runs the
 * repository's own lint configuration over samples in a scratch copy, so the rule is seen to
 * fail on the import it exists for.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'tandem-zod-imports-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Biome's diagnostics for one file at `relativePath` of the scratch copy. */
function restrictedImports(relativePath: string, source: string): string[] {
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  // The scratch copy is no git checkout; everything else is the repository's configuration.
  config.vcs = { enabled: false };
  config.$schema = undefined;
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  const file = path.join(scratch, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [biome, 'lint', '--reporter=json', '--only=style/noRestrictedImports', relativePath],
      { cwd: scratch, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch (error) {
    output = String((error as { stdout?: unknown }).stdout ?? '');
  }
  const report = JSON.parse(output) as { diagnostics: { severity: string; category: string }[] };
  return report.diagnostics
    .filter((d) => d.severity === 'error' && d.category.endsWith('noRestrictedImports'))
    .map((d) => d.category);
}

const classic = "import { z } from 'zod';\n\nexport const name = z.string();\n";
const mini = "import * as z from 'zod/mini';\n\nexport const name = z.string();\n";

describe('Zod imports in browser code', () => {
  it('refuses the classic API in the app, the client, the kit and the schemas', () => {
    for (const folder of ['apps/web/src', 'packages/api-client/src', 'packages/ui/src']) {
      expect(restrictedImports(`${folder}/sample.ts`, classic)).toHaveLength(1);
    }
    expect(restrictedImports('packages/schemas/src/sample.ts', classic)).toHaveLength(1);
  });

  it('accepts zod/mini, and the classic API in tests and in the Node-only backend', () => {
    expect(restrictedImports('apps/web/src/sample.ts', mini)).toEqual([]);
    expect(restrictedImports('apps/web/src/sample.test.ts', classic)).toEqual([]);
    expect(restrictedImports('packages/local-backend/src/sample.ts', classic)).toEqual([]);
  });
});
