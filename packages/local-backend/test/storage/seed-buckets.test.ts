import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { clientFor, serviceClient } from './helpers.js';

const OWNER = '11111111-1111-4111-8111-111111111111';

/** A project whose config.toml declares two buckets, one of them filled from a folder. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-seed-buckets-'));
  const files = join(dir, 'supabase', 'seed', 'docs');
  mkdirSync(join(files, 'team', 'notes'), { recursive: true });
  writeFileSync(join(files, 'readme.txt'), 'hello from disk');
  writeFileSync(join(files, 'team', 'notes', 'plan.md'), '# Plan');
  writeFileSync(
    join(dir, 'supabase', 'config.toml'),
    `[storage.buckets.docs]
public = true
file_size_limit = "1MiB"
allowed_mime_types = ["text/plain", "text/markdown"]
objects_path = "./seed/docs"

[storage.buckets.empty]
`,
  );
  // seed.sql writes a row without bytes, as a seed for hosted Supabase would.
  writeFileSync(
    join(dir, 'supabase', 'seed.sql'),
    `insert into auth.users (id, email) values ('${OWNER}', 'owner@example.test');
     insert into storage.buckets (id, name) values ('docs', 'docs');
     insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('docs', 'team/notes/plan.md', '${OWNER}', '${OWNER}');`,
  );
  return dir;
}

describe.each(engines)('[storage.buckets.*] of config.toml on %s', (engine) => {
  let backend: TestBackend;
  let dir: string;

  beforeAll(async () => {
    dir = project();
    backend = await startTestBackend({ engine, projectDir: dir });
  });
  afterAll(async () => {
    await backend?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the buckets with the configured settings', async () => {
    const { data: docs } = await serviceClient(backend).storage.getBucket('docs');
    expect(docs).toMatchObject({
      public: true,
      file_size_limit: 1024 * 1024,
      allowed_mime_types: ['text/plain', 'text/markdown'],
    });
    const { data: empty } = await serviceClient(backend).storage.getBucket('empty');
    expect(empty).toMatchObject({ public: false, file_size_limit: null, allowed_mime_types: null });
  });

  it('uploads the files under objects_path by their relative path', async () => {
    const { data, error } = await serviceClient(backend)
      .storage.from('docs')
      .download('readme.txt');
    expect(error).toBeNull();
    expect(await data?.text()).toBe('hello from disk');
    expect(data?.type).toBe('text/plain');
    const { data: listed } = await serviceClient(backend).storage.from('docs').list('team/notes');
    expect(listed?.map((o) => o.name)).toEqual(['plan.md']);
    // The bucket is public: its public URL serves the bytes without a token.
    const url = clientFor(backend).storage.from('docs').getPublicUrl('readme.txt').data.publicUrl;
    expect(await (await fetch(url)).text()).toBe('hello from disk');
  });

  it("gives a seeded row without bytes its file and keeps the row's owner", async () => {
    const { data } = await serviceClient(backend)
      .storage.from('docs')
      .download('team/notes/plan.md');
    expect(await data?.text()).toBe('# Plan');
    const row = await backend.context.db.withAdmin((tx) =>
      tx.query<{ owner_id: string; size: number; mimetype: string }>(
        `select owner_id, (metadata->>'size')::int as size, metadata->>'mimetype' as mimetype
         from storage.objects where bucket_id = 'docs' and name = 'team/notes/plan.md'`,
      ),
    );
    expect(row.rows).toEqual([{ owner_id: OWNER, size: 6, mimetype: 'text/markdown' }]);
  });
});
