import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './support/backend.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const schemasDir = fileURLToPath(new URL('../../schemas', import.meta.url));
const example = fileURLToPath(new URL('../examples/list-board.mjs', import.meta.url));

/** Packs a workspace package as it would be published (workspace: ranges resolved). */
function pack(dir: string, into: string): string {
  execFileSync('pnpm', ['pack', '--pack-destination', into], { cwd: dir, stdio: 'pipe' });
  const name = readdirSync(into).find(
    (file) =>
      file.endsWith('.tgz') && file.includes(dir.includes('schemas') ? 'schemas' : 'api-client'),
  );
  if (!name) throw new Error(`no tarball for ${dir}`);
  return join(into, name);
}

// The published tarballs, installed with npm into an empty folder outside the workspace, run
// the README's Node example: nothing unpublished is needed, and the example is true.
describe('the packed @tandem/api-client and @tandem/schemas', () => {
  let backend: TestBackend;
  let folder: string;
  beforeAll(async () => {
    backend = await startBackend('pglite');
    folder = mkdtempSync(join(tmpdir(), 'tandem-published-'));
    const tarballs = mkdtempSync(join(tmpdir(), 'tandem-tarballs-'));
    const schemas = pack(schemasDir, tarballs);
    const client = pack(packageDir, tarballs);
    writeFileSync(
      join(folder, 'package.json'),
      '{ "name": "consumer", "private": true, "type": "module" }\n',
    );
    // --engine-strict: every package the tarballs bring must accept the Node this runs on.
    execFileSync(
      'npm',
      [
        'install',
        '--engine-strict',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        schemas,
        client,
      ],
      { cwd: folder, stdio: 'pipe' },
    );
    copyFileSync(example, join(folder, 'list-board.mjs'));
  }, 300_000);
  afterAll(async () => {
    await backend?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('runs the README example as written', async () => {
    // Asynchronously: the backend answering the example runs in this very process.
    const { stdout: output, stderr } = await promisify(execFile)('node', ['list-board.mjs'], {
      cwd: folder,
      encoding: 'utf8',
      env: {
        ...process.env,
        SUPABASE_URL: backend.url,
        SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
      },
    });
    expect(output).toMatch(/^#\d+ \[[a-z_]+\] .+/m);
    expect(output).toMatch(/\d+ tasks on "[^"]+" in Acme Product/);
    // supabase-js warns on runtimes it no longer supports (Node 20 and below).
    expect(stderr).not.toMatch(/deprecated/i);
  });
});
