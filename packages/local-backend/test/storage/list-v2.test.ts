import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { engines, type TestBackend } from '../../src/testing.js';
import { serviceClient, startStorageBackend } from './helpers.js';

const names = (entries: { name: string }[] | undefined) =>
  (entries ?? []).map((entry) => entry.name);

describe.each(engines)('storage list-v2 on %s', (engine) => {
  let backend: TestBackend;
  let service: SupabaseClient;
  let clock: ManualClock;
  const at: Record<string, string> = {};

  beforeAll(async () => {
    clock = createManualClock(Date.parse('2026-01-01T00:00:00.000Z'));
    backend = await startStorageBackend(engine, clock);
    service = serviceClient(backend);
    expect((await service.storage.createBucket('docs')).error).toBeNull();
    // Created in an order unlike the names' one; zeta is replaced last.
    const uploads = ['zeta.txt', 'b/one.txt', 'alpha.txt', 'a/two.txt', 'b/three.txt', 'zeta.txt'];
    for (const [index, name] of uploads.entries()) {
      clock.advance(1000);
      at[name] = new Date(clock.now()).toISOString();
      const result = await service.storage
        .from('docs')
        .upload(`v2/${name}`, `v${index}`, { contentType: 'text/plain', upsert: index > 0 });
      expect(result.error).toBeNull();
    }
  });
  afterAll(() => backend.stop());

  const list = (options: Parameters<ReturnType<SupabaseClient['storage']['from']>['listV2']>[0]) =>
    service.storage.from('docs').listV2({ prefix: 'v2/', ...options });

  it('sorts flat listings by name, created_at or updated_at', async () => {
    const byName = await list({});
    expect(byName.error).toBeNull();
    expect(names(byName.data?.objects)).toEqual([
      'v2/a/two.txt',
      'v2/alpha.txt',
      'v2/b/one.txt',
      'v2/b/three.txt',
      'v2/zeta.txt',
    ]);
    expect(byName.data?.objects[0]).not.toHaveProperty('key');
    const created = await list({ sortBy: { column: 'created_at', order: 'asc' } });
    expect(names(created.data?.objects)).toEqual([
      'v2/zeta.txt',
      'v2/b/one.txt',
      'v2/alpha.txt',
      'v2/a/two.txt',
      'v2/b/three.txt',
    ]);
    const updated = await list({ sortBy: { column: 'updated_at', order: 'desc' } });
    expect(names(updated.data?.objects)).toEqual([
      'v2/zeta.txt',
      'v2/b/three.txt',
      'v2/a/two.txt',
      'v2/alpha.txt',
      'v2/b/one.txt',
    ]);
  });

  it('folds folders into entries named with their trailing slash', async () => {
    const byName = await list({ with_delimiter: true });
    // By name a folder is keyed by its segment and undated, as storage.search_v2 answers it.
    const undated = { id: null, updated_at: null, created_at: null, last_accessed_at: null };
    expect(byName.data?.folders).toEqual([
      { key: 'a', name: 'v2/a/', ...undated, metadata: null },
      { key: 'b', name: 'v2/b/', ...undated, metadata: null },
    ]);
    const root = await service.storage.from('docs').listV2({ with_delimiter: true });
    expect(root.error).toBeNull();
    expect(root.data).toEqual({
      hasNext: false,
      folders: [{ key: 'v2', name: 'v2/', ...undated, metadata: null }],
      objects: [],
    });
    expect(byName.data?.objects.map((o) => [o.key, o.name])).toEqual([
      ['alpha.txt', 'v2/alpha.txt'],
      ['zeta.txt', 'v2/zeta.txt'],
    ]);
    // By time, a folder is dated by its oldest object, as storage.search_v2 dates it.
    const byTime = await list({ with_delimiter: true, sortBy: { column: 'created_at' } });
    expect(names(byTime.data?.folders)).toEqual(['v2/b/', 'v2/a/']);
    expect(byTime.data?.folders[0]).toMatchObject({ key: 'b', name: 'v2/b/', id: null });
    expect(
      new Date(
        (byTime.data?.folders[0] as { created_at?: string } | undefined)?.created_at as string,
      ).toISOString(),
    ).toBe(at['b/one.txt']);
    expect(names(byTime.data?.objects)).toEqual(['v2/zeta.txt', 'v2/alpha.txt']);
  });

  it('pages through folders and objects by updated_at with continuation tokens', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list({
        with_delimiter: true,
        limit: 1,
        sortBy: { column: 'updated_at', order: 'desc' },
        ...(cursor ? { cursor } : {}),
      });
      expect(page.error).toBeNull();
      seen.push(...names(page.data?.folders ?? []), ...names(page.data?.objects ?? []));
      cursor = page.data?.hasNext ? page.data.nextCursor : undefined;
      if (pages === 0) {
        expect(Buffer.from(cursor as string, 'base64').toString()).toBe(
          `l:v2/zeta.txt\no:desc\nc:updated_at\na:${at['zeta.txt']}`,
        );
      }
      pages++;
    } while (cursor);
    expect(seen).toEqual(['v2/zeta.txt', 'v2/a/', 'v2/alpha.txt', 'v2/b/']);
    expect(pages).toBe(4);
  });

  it("answers bad requests and missing things in Storage's words", async () => {
    const post = async (bucket: string, body: unknown) => {
      const response = await fetch(`${backend.url}/storage/v1/object/list-v2/${bucket}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${backend.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await post('docs', { cursor: 'bm90IGEgY3Vyc29y' })).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidParameter',
        error: 'InvalidParameter',
        message: 'Invalid Parameter continuation token',
      },
    });
    expect((await post('docs', { sortBy: { column: 'size' } })).body.message).toBe(
      'body/sortBy/column must be equal to one of the allowed values',
    );
    expect((await post('docs', { sortBy: { order: 'desc' } })).body.message).toBe(
      "body/sortBy must have required property 'column'",
    );
    expect((await post('docs', { limit: 0 })).body.message).toBe('body/limit must be >= 1');
    // Storage lists a bucket that does not exist as an empty one.
    expect(await post('nowhere', {})).toEqual({
      status: 200,
      body: { hasNext: false, folders: [], objects: [] },
    });

    const noBucket = await fetch(`${backend.url}/storage/v1/object/nowhere/x.txt`, {
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(await noBucket.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
    const noKey = await fetch(`${backend.url}/storage/v1/object/docs/v2/missing.txt`, {
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(await noKey.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });
});
