import { execFile } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './support/backend.js';
import { installPackedClient } from './support/packed.js';

const example = fileURLToPath(new URL('../examples/list-board.mjs', import.meta.url));

// The published tarballs, installed with npm into an empty folder outside the workspace, run
// the README's Node example: nothing unpublished is needed, and the example is true.
describe('the packed @tandem/api-client and @tandem/schemas', () => {
  let backend: TestBackend;
  let folder: string;
  beforeAll(async () => {
    backend = await startBackend('pglite');
    folder = installPackedClient('tandem-published-');
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
