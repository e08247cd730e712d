import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { engines, startTestBackend, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDir } from './helpers.js';

/** The `tandem-backend` command this package depends on (its built CLI). */
const cliPath = join(
  dirname(createRequire(import.meta.url).resolve('@tandem/local-backend/package.json')),
  'dist',
  'cli.js',
);

/** Runs `tandem-backend` as a developer would, resolving with its exit code and output. */
function tandemBackend(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [cliPath, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// Tandem's pgTAP files (supabase/tests/database/*.test.sql) run through `tandem-backend test
// db`, as `supabase test db` runs them against a Supabase CLI stack.
describe.each(engines)("Tandem's pgTAP tests on %s", (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    // PGlite's Postgres port on a free port: the tests connect to it as psql would.
    backend = await startTestBackend({ engine, projectDir, dbPort: 0 });
  });
  afterAll(() => backend?.stop());

  it('pass against the migrated and seeded database', async () => {
    expect(backend.dbUrl).toBeDefined();
    const result = await tandemBackend([
      'test',
      'db',
      '--project',
      projectDir,
      '--db-url',
      backend.dbUrl ?? '',
    ]);
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toMatch(
      /^supabase\/tests\/database\/workspace-roles\.test\.sql \.+ ok$/m,
    );
    expect(result.stdout).toMatch(/^supabase\/tests\/database\/rls-enabled\.test\.sql \.+ ok$/m);
    expect(result.stdout.endsWith('Result: PASS\n')).toBe(true);
  });
});
