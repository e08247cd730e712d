import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestBackend } from '../../src/testing.js';
import { bodyBytes, codeOf, serviceClient, startStorageBackend } from './helpers.js';

describe.each(engines)('storage limits and names on %s', (engine) => {
  let backend: TestBackend;
  let service: SupabaseClient;

  const rowCount = async () =>
    backend.context.db.withAdmin(async (tx) => {
      const result = await tx.query<{ n: number }>(
        'select count(*)::int as n from storage.objects',
      );
      return result.rows[0]?.n ?? 0;
    });

  beforeAll(async () => {
    backend = await startStorageBackend(engine);
    service = serviceClient(backend);
    await service.storage.createBucket('docs', { public: false });
  });
  afterAll(() => backend.stop());

  it('refuses uploads over the bucket size limit with 413 and stores nothing', async () => {
    const before = await rowCount();
    const limited = service.storage.from('limited');
    const blob = await limited.upload(
      'big.txt',
      new Blob([bodyBytes(2000)], { type: 'text/plain' }),
    );
    expect(blob.error).toMatchObject({ status: 413, statusCode: '413' });
    expect(codeOf(blob.error)).toBe('EntityTooLarge');
    const raw = await limited.upload('big-raw.txt', bodyBytes(1025), {
      contentType: 'text/plain',
    });
    expect(codeOf(raw.error)).toBe('EntityTooLarge');
    expect(await rowCount()).toBe(before);
    expect(
      (await limited.upload('fits.txt', bodyBytes(1024), { contentType: 'text/plain' })).error,
    ).toBeNull();
  });

  it('keeps the old object when an over-size upsert is refused', async () => {
    const limited = service.storage.from('limited');
    await limited.upload('keep.txt', 'original', { contentType: 'text/plain' });
    const upsert = await limited.upload('keep.txt', bodyBytes(5000), {
      contentType: 'text/plain',
      upsert: true,
    });
    expect(codeOf(upsert.error)).toBe('EntityTooLarge');
    expect(await (await limited.download('keep.txt')).data?.text()).toBe('original');
  });

  it('refuses MIME types the bucket does not allow, honouring wildcards', async () => {
    const before = await rowCount();
    const limited = service.storage.from('limited');
    const pdf = await limited.upload('doc.pdf', new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(pdf.error).toMatchObject({ status: 415, statusCode: '415' });
    expect(codeOf(pdf.error)).toBe('InvalidMimeType');
    expect(await rowCount()).toBe(before);
    const png = await limited.upload('pic.png', new Blob(['png'], { type: 'image/png' }));
    expect(png.error).toBeNull();
    const textWithCharset = await limited.upload('note.txt', 'hi');
    expect(textWithCharset.error).toBeNull();
  });

  it('refuses bad keys: traversal, control characters, empty names', async () => {
    const before = await rowCount();
    const docs = service.storage.from('docs');
    const controls = await docs.upload('bad\u0001name.txt', 'x');
    expect(codeOf(controls.error)).toBe('InvalidKey');
    expect(controls.error).toMatchObject({ status: 400 });
    const headers = {
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'content-type': 'text/plain',
    };
    for (const key of [
      '..%2Fescape.txt',
      'a%2F..%2F..%2Fescape.txt',
      'a%2F.%2Fb.txt',
      'a%00b.txt',
    ]) {
      const response = await fetch(`${backend.url}/storage/v1/object/docs/${key}`, {
        method: 'POST',
        headers,
        body: 'x',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        statusCode: '400',
        code: 'InvalidKey',
        error: 'InvalidKey',
      });
    }
    await docs.upload('ok.txt', 'ok', { contentType: 'text/plain' });
    const move = await docs.move('ok.txt', '../outside.txt');
    expect(codeOf(move.error)).toBe('InvalidKey');
    const copy = await docs.copy('ok.txt', 'a/../../outside.txt');
    expect(codeOf(copy.error)).toBe('InvalidKey');
    expect(await rowCount()).toBe(before + 1);
  });

  it('answers malformed requests with Storage errors, never a 500', async () => {
    const auth = { Authorization: `Bearer ${backend.serviceRoleKey}` };
    const badJson = await fetch(`${backend.url}/storage/v1/object/list/docs`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: 'InvalidRequest' });
    const badForm = await fetch(`${backend.url}/storage/v1/object/docs/form.txt`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n--xyz--\r\n',
    });
    expect(badForm.status).toBe(400);
    const badRange = await fetch(`${backend.url}/storage/v1/object/docs/ok.txt`, {
      headers: { ...auth, Range: 'bytes=50-60' },
    });
    expect(badRange.status).toBe(416);
    const nulBucket = await fetch(`${backend.url}/storage/v1/bucket/a%00b`, { headers: auth });
    expect(nulBucket.status).toBe(400);
    expect(await nulBucket.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    const badBucket = await service.storage.createBucket('bad/name', { public: false });
    expect(codeOf(badBucket.error)).toBe('InvalidBucketName');
    const badLimit = await service.storage.createBucket('huge', {
      public: false,
      fileSizeLimit: '1TB',
    });
    expect(codeOf(badLimit.error)).toBe('InvalidRequest');
  });

  it('answers odd JSON bodies with 4xx Storage errors', async () => {
    const auth = {
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'content-type': 'application/json',
    };
    const cases: [string, string, unknown][] = [
      ['POST', '/object/list/docs', { limit: 'abc' }],
      ['POST', '/object/list/docs', { limit: -1 }],
      ['POST', '/object/list/docs', null],
      ['POST', '/object/list-v2/docs', { cursor: 42, limit: 1.5 }],
      ['POST', '/object/move', { bucketId: 'docs', sourceKey: 1, destinationKey: 'x' }],
      ['POST', '/object/move', {}],
      ['POST', '/object/copy', { bucketId: 'docs', sourceKey: 'ok.txt', destinationKey: '' }],
      ['DELETE', '/object/docs', { prefixes: 'ok.txt' }],
      ['DELETE', '/object/docs', { prefixes: [] }],
      ['POST', '/object/sign/docs/ok.txt', { expiresIn: 'soon' }],
      ['POST', '/object/sign/docs', { expiresIn: 60, paths: [1] }],
      ['POST', '/bucket', { id: '', public: true }],
      ['POST', '/bucket', { id: 'b1', allowed_mime_types: 'image/png' }],
      ['POST', '/bucket', { id: 'b2', file_size_limit: 'lots' }],
      ['PUT', '/bucket/docs', { file_size_limit: -5 }],
      ['PUT', '/bucket/nope', { public: true }],
      ['POST', '/bucket/nope/empty', {}],
      ['DELETE', '/bucket/nope', {}],
    ];
    for (const [method, path, body] of cases) {
      const response = await fetch(`${backend.url}/storage/v1${path}`, {
        method,
        headers: auth,
        body: JSON.stringify(body),
      });
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      const json = (await response.json()) as { statusCode?: string; code?: string };
      expect(json.statusCode).toBe(String(response.status));
      expect(typeof json.code).toBe('string');
    }
  });

  it('leaves exactly one consistent object after concurrent upserts of one key', async () => {
    const docs = service.storage.from('docs');
    const bodies = Array.from({ length: 8 }, (_, i) => bodyBytes(50_000 + i * 1000));
    const results = await Promise.all(
      bodies.map((body) =>
        docs.upload('race.bin', body, { contentType: 'application/octet-stream', upsert: true }),
      ),
    );
    for (const result of results) expect(result.error).toBeNull();
    const rows = await backend.context.db.withAdmin((tx) =>
      tx.query<{ n: number }>(
        "select count(*)::int as n from storage.objects where name = 'race.bin'",
      ),
    );
    expect(rows.rows[0]?.n).toBe(1);
    const info = await docs.info('race.bin');
    const downloaded = Buffer.from(
      await ((await docs.download('race.bin')).data as Blob).arrayBuffer(),
    );
    const winner = bodies.find((body) => body.equals(downloaded));
    expect(winner).toBeDefined();
    expect(info.data?.size).toBe(winner?.length);
  });
});
