import { createHash } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestBackend } from '../../src/testing.js';
import { blobBytes, bodyBytes, serviceClient, startStorageBackend } from './helpers.js';

describe.each(engines)('storage objects on %s', (engine) => {
  let backend: TestBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await startStorageBackend(engine);
    service = serviceClient(backend);
    const { error } = await service.storage.createBucket('docs', { public: false });
    expect(error).toBeNull();
  });
  afterAll(() => backend.stop());

  it('uploads a Blob as multipart and downloads the same bytes with its type', async () => {
    const bucket = service.storage.from('docs');
    const { data, error } = await bucket.upload(
      'notes/hello.txt',
      new Blob(['hello world'], { type: 'text/plain' }),
      { cacheControl: '120', metadata: { author: 'ann' } },
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'notes/hello.txt', fullPath: 'docs/notes/hello.txt' });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const download = await bucket.download('notes/hello.txt');
    expect(download.error).toBeNull();
    expect(download.data?.type).toBe('text/plain');
    expect(await download.data?.text()).toBe('hello world');

    const info = await bucket.info('notes/hello.txt');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: 'notes/hello.txt',
      bucketId: 'docs',
      size: 11,
      contentType: 'text/plain',
      cacheControl: 'max-age=120',
      metadata: { author: 'ann' },
    });
    expect(info.data?.etag).toBe('"5eb63bbbe01eeed093cb22bb8f5acdc3"');
  });

  it('uploads raw bodies with content type, cache-control and x-metadata', async () => {
    const bucket = service.storage.from('docs');
    const { error } = await bucket.upload('raw/data.json', Buffer.from('{"a":1}'), {
      contentType: 'application/json',
      cacheControl: '60',
      metadata: { kind: 'raw' },
    });
    expect(error).toBeNull();
    const info = await bucket.info('raw/data.json');
    expect(info.data).toMatchObject({
      contentType: 'application/json',
      cacheControl: 'max-age=60',
      size: 7,
      metadata: { kind: 'raw' },
    });
    const response = await fetch(`${backend.url}/storage/v1/object/docs/raw/data.json`, {
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('uploads a Node stream and a web stream', async () => {
    const bucket = service.storage.from('docs');
    const bytes = bodyBytes(300_000);
    const node = await bucket.upload(
      'streams/node.bin',
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      {
        contentType: 'application/octet-stream',
      },
    );
    expect(node.error).toBeNull();
    const web = await bucket.upload(
      'streams/web.bin',
      Readable.toWeb(Readable.from([bytes])) as ReadableStream,
      {
        contentType: 'application/octet-stream',
      },
    );
    expect(web.error).toBeNull();
    expect((await blobBytes((await bucket.download('streams/node.bin')).data)).equals(bytes)).toBe(
      true,
    );
    expect((await blobBytes((await bucket.download('streams/web.bin')).data)).equals(bytes)).toBe(
      true,
    );
  });

  it('stores and returns a 30 MiB file byte for byte', async () => {
    const bucket = service.storage.from('docs');
    const bytes = bodyBytes(30 * 1024 * 1024);
    const upload = await bucket.upload('big/30mib.bin', new Blob([bytes]), {
      contentType: 'application/octet-stream',
    });
    expect(upload.error).toBeNull();
    // Streamed and hashed rather than buffered, on a fresh connection: after a long upload on
    // a loaded machine, a pooled idle socket can meet the server's keep-alive timeout.
    const downloaded = await new Promise<{
      status?: number;
      length: string | undefined;
      size: number;
      sha256: string;
    }>((resolve, reject) => {
      http
        .get(
          `${backend.url}/storage/v1/object/docs/big/30mib.bin`,
          { agent: false, headers: { Authorization: `Bearer ${backend.serviceRoleKey}` } },
          (response) => {
            const hash = createHash('sha256');
            let size = 0;
            response.on('data', (chunk: Buffer) => {
              size += chunk.length;
              hash.update(chunk);
            });
            response.on('end', () =>
              resolve({
                status: response.statusCode,
                length: response.headers['content-length'],
                size,
                sha256: hash.digest('hex'),
              }),
            );
            response.on('error', reject);
          },
        )
        .on('error', reject);
    });
    expect(downloaded).toEqual({
      status: 200,
      length: String(bytes.length),
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    const info = await bucket.info('big/30mib.bin');
    expect(info.data?.size).toBe(bytes.length);
  });

  it('serves the /object/authenticated/ and /object/info/authenticated/ forms', async () => {
    const headers = { Authorization: `Bearer ${backend.serviceRoleKey}` };
    const download = await fetch(
      `${backend.url}/storage/v1/object/authenticated/docs/notes/hello.txt`,
      { headers },
    );
    expect(await download.text()).toBe('hello world');
    const info = await fetch(
      `${backend.url}/storage/v1/object/info/authenticated/docs/notes/hello.txt`,
      {
        headers,
      },
    );
    expect(await info.json()).toMatchObject({
      name: 'notes/hello.txt',
      bucket_id: 'docs',
      size: 11,
    });
  });

  it('serves byte ranges', async () => {
    const response = await fetch(`${backend.url}/storage/v1/object/docs/notes/hello.txt`, {
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, Range: 'bytes=6-10' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 6-10/11');
    expect(await response.text()).toBe('world');
  });

  it('answers HEAD with the object headers and no body', async () => {
    const response = await fetch(`${backend.url}/storage/v1/object/docs/notes/hello.txt`, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('11');
    expect(response.headers.get('etag')).toBe('"5eb63bbbe01eeed093cb22bb8f5acdc3"');
    expect(await response.text()).toBe('');
    const missing = await fetch(`${backend.url}/storage/v1/object/docs/notes/none.txt`, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a second upload of one key with 409 unless x-upsert, then replaces it', async () => {
    const bucket = service.storage.from('docs');
    await bucket.upload('dup.txt', 'first', { contentType: 'text/plain' });
    const again = await bucket.upload('dup.txt', 'second', { contentType: 'text/plain' });
    expect(again.error).toMatchObject({ status: 409, statusCode: '409' });
    expect((again.error as { code?: string }).code).toBe('KeyAlreadyExists');
    expect(await (await bucket.download('dup.txt')).data?.text()).toBe('first');

    const upsert = await bucket.upload('dup.txt', 'third', {
      contentType: 'text/plain',
      upsert: true,
    });
    expect(upsert.error).toBeNull();
    expect(await (await bucket.download('dup.txt')).data?.text()).toBe('third');

    const update = await bucket.update('dup.txt', 'fourth', { contentType: 'text/plain' });
    expect(update.error).toBeNull();
    expect(await (await bucket.download('dup.txt')).data?.text()).toBe('fourth');

    const missing = await bucket.update('nope.txt', 'x', { contentType: 'text/plain' });
    expect((missing.error as { code?: string } | null)?.code).toBe('NoSuchKey');
  });

  it('answers exists() and info() for present and missing objects', async () => {
    const bucket = service.storage.from('docs');
    expect((await bucket.exists('notes/hello.txt')).data).toBe(true);
    const missing = await bucket.exists('notes/missing.txt');
    expect(missing.data).toBe(false);
    const info = await bucket.info('notes/missing.txt');
    expect(info.error).toMatchObject({ status: 404, statusCode: '404' });
    expect((info.error as { code?: string }).code).toBe('NoSuchKey');
  });

  it('lists one folder level with folders, limit/offset, sort and search', async () => {
    const bucket = service.storage.from('docs');
    for (const name of [
      'list/b.txt',
      'list/a.txt',
      'list/c.txt',
      'list/sub/x.txt',
      'list/sub/y.txt',
    ]) {
      await bucket.upload(name, name, { contentType: 'text/plain' });
    }
    const all = await bucket.list('list');
    expect(all.error).toBeNull();
    expect(all.data?.map((entry) => entry.name)).toEqual(['a.txt', 'b.txt', 'c.txt', 'sub']);
    const folder = all.data?.find((entry) => entry.name === 'sub');
    expect(folder).toMatchObject({ id: null, metadata: null });
    const file = all.data?.find((entry) => entry.name === 'a.txt');
    expect(file?.metadata).toMatchObject({ size: 10, mimetype: 'text/plain' });

    const page = await bucket.list('list', { limit: 2, offset: 1 });
    expect(page.data?.map((entry) => entry.name)).toEqual(['b.txt', 'c.txt']);
    const desc = await bucket.list('list', { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.map((entry) => entry.name)).toEqual(['sub', 'c.txt', 'b.txt', 'a.txt']);
    const search = await bucket.list('list', { search: 'b' });
    expect(search.data?.map((entry) => entry.name)).toEqual(['b.txt']);
    // Uploaded b, a, c in that order; folders have no timestamps and come first.
    const byTime = await bucket.list('list', { sortBy: { column: 'updated_at', order: 'asc' } });
    expect(byTime.data?.map((entry) => entry.name)).toEqual(['sub', 'b.txt', 'a.txt', 'c.txt']);
    const byTimeDesc = await bucket.list('list', {
      sortBy: { column: 'created_at', order: 'desc' },
    });
    expect(byTimeDesc.data?.map((entry) => entry.name)).toEqual(['sub', 'c.txt', 'a.txt', 'b.txt']);
    const wildcard = await bucket.list('list', { search: '%' });
    expect(wildcard.data).toEqual([]);
    const nested = await bucket.list('list/sub/');
    expect(nested.data?.map((entry) => entry.name)).toEqual(['x.txt', 'y.txt']);
  });

  it('lists with list-v2: flat, delimited and paginated by cursor', async () => {
    const bucket = service.storage.from('docs');
    const flat = await bucket.listV2({ prefix: 'list/' });
    expect(flat.error).toBeNull();
    expect(flat.data?.objects.map((o) => o.name)).toEqual([
      'list/a.txt',
      'list/b.txt',
      'list/c.txt',
      'list/sub/x.txt',
      'list/sub/y.txt',
    ]);
    expect(flat.data?.hasNext).toBe(false);

    const delimited = await bucket.listV2({ prefix: 'list/', with_delimiter: true });
    expect(delimited.data?.folders.map((f) => f.name)).toEqual(['list/sub/']);
    expect(delimited.data?.objects).toHaveLength(3);

    const first = await bucket.listV2({ prefix: 'list/', limit: 2 });
    expect(first.data?.hasNext).toBe(true);
    const second = await bucket.listV2({
      prefix: 'list/',
      limit: 2,
      cursor: first.data?.nextCursor,
    });
    expect(second.data?.objects.map((o) => o.name)).toEqual(['list/c.txt', 'list/sub/x.txt']);
    const third = await bucket.listV2({
      prefix: 'list/',
      limit: 2,
      cursor: second.data?.nextCursor,
    });
    expect(third.data?.objects.map((o) => o.name)).toEqual(['list/sub/y.txt']);
    expect(third.data?.hasNext).toBe(false);
    expect(third.data?.nextCursor).toBeUndefined();

    const descending = await bucket.listV2({
      prefix: 'list/',
      with_delimiter: true,
      limit: 2,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(descending.data?.folders.map((f) => f.name)).toEqual(['list/sub/']);
    expect(descending.data?.objects.map((o) => o.name)).toEqual(['list/c.txt']);
    const rest = await bucket.listV2({
      prefix: 'list/',
      with_delimiter: true,
      limit: 2,
      cursor: descending.data?.nextCursor,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(rest.data?.objects.map((o) => o.name)).toEqual(['list/b.txt', 'list/a.txt']);
  });

  it('moves and copies objects, refusing an existing destination', async () => {
    const bucket = service.storage.from('docs');
    await bucket.upload('mv/src.txt', 'move me', {
      contentType: 'text/plain',
      metadata: { tag: 'm' },
    });
    const moved = await bucket.move('mv/src.txt', 'mv/dst.txt');
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({ message: 'Successfully moved' });
    expect((await bucket.exists('mv/src.txt')).data).toBe(false);
    expect(await (await bucket.download('mv/dst.txt')).data?.text()).toBe('move me');

    const copied = await bucket.copy('mv/dst.txt', 'mv/copy.txt');
    expect(copied.error).toBeNull();
    expect(copied.data).toEqual({ path: 'docs/mv/copy.txt' });
    expect(await (await bucket.download('mv/copy.txt')).data?.text()).toBe('move me');
    expect((await bucket.info('mv/copy.txt')).data?.metadata).toEqual({ tag: 'm' });

    const clash = await bucket.move('mv/dst.txt', 'mv/copy.txt');
    expect((clash.error as { code?: string } | null)?.code).toBe('KeyAlreadyExists');
    const missing = await bucket.copy('mv/none.txt', 'mv/x.txt');
    expect((missing.error as { code?: string } | null)?.code).toBe('NoSuchKey');

    // Changing the copy leaves the original's bytes alone.
    await bucket.update('mv/copy.txt', 'changed', { contentType: 'text/plain' });
    expect(await (await bucket.download('mv/dst.txt')).data?.text()).toBe('move me');

    await service.storage.createBucket('other', { public: false });
    const across = await bucket.move('mv/dst.txt', 'elsewhere/dst.txt', {
      destinationBucket: 'other',
    });
    expect(across.error).toBeNull();
    expect(
      await (await service.storage.from('other').download('elsewhere/dst.txt')).data?.text(),
    ).toBe('move me');
  });

  it('removes many objects and reports the removed ones', async () => {
    const bucket = service.storage.from('docs');
    await bucket.upload('rm/1.txt', '1', { contentType: 'text/plain' });
    await bucket.upload('rm/2.txt', '2', { contentType: 'text/plain' });
    const removed = await bucket.remove(['rm/1.txt', 'rm/2.txt', 'rm/never.txt']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name).sort()).toEqual(['rm/1.txt', 'rm/2.txt']);
    expect((await bucket.exists('rm/1.txt')).data).toBe(false);
    const download = await bucket.download('rm/2.txt');
    expect((download.error as { status?: number } | null)?.status).toBe(404);
  });

  it('manages buckets: create, get, list, update, empty, delete', async () => {
    const created = await service.storage.createBucket('tmp-bucket', {
      public: true,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/png'],
    });
    expect(created).toEqual({ data: { name: 'tmp-bucket' }, error: null });
    const duplicate = await service.storage.createBucket('tmp-bucket', { public: false });
    expect(duplicate.error).toMatchObject({ status: 409 });

    const got = await service.storage.getBucket('tmp-bucket');
    expect(got.data).toMatchObject({
      id: 'tmp-bucket',
      name: 'tmp-bucket',
      public: true,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/png'],
    });
    const listed = await service.storage.listBuckets({ search: 'tmp' });
    expect(listed.data?.map((b) => b.id)).toEqual(['tmp-bucket']);

    const updated = await service.storage.updateBucket('tmp-bucket', {
      public: false,
      fileSizeLimit: null,
    });
    expect(updated.data).toEqual({ message: 'Successfully updated' });
    expect((await service.storage.getBucket('tmp-bucket')).data).toMatchObject({
      public: false,
      file_size_limit: null,
      allowed_mime_types: ['image/png'],
    });

    await service.storage
      .from('tmp-bucket')
      .upload('a.png', new Blob(['png'], { type: 'image/png' }));
    const notEmpty = await service.storage.deleteBucket('tmp-bucket');
    expect(notEmpty.error).toMatchObject({ status: 409 });
    // Storage's words for a queued emptying; here the objects are gone before it answers.
    expect(await service.storage.emptyBucket('tmp-bucket')).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await service.storage.from('tmp-bucket').list()).data).toEqual([]);
    const missing = await service.storage.emptyBucket('no-such-bucket');
    expect(missing.error).toMatchObject({ status: 404, code: 'NoSuchBucket' });
    expect((await service.storage.deleteBucket('tmp-bucket')).data).toEqual({
      message: 'Successfully deleted',
    });
    const gone = await service.storage.getBucket('tmp-bucket');
    expect((gone.error as { code?: string } | null)?.code).toBe('NoSuchBucket');
    expect(gone.error).toMatchObject({ status: 404, statusCode: '404' });
  });

  it('answers a missing bucket with NoSuchBucket', async () => {
    const upload = await service.storage.from('nope').upload('a.txt', 'x');
    expect((upload.error as { code?: string } | null)?.code).toBe('NoSuchBucket');
    const list = await service.storage.from('nope').list();
    expect((list.error as { code?: string } | null)?.code).toBe('NoSuchBucket');
  });

  it('sends Storage error bodies for bad tokens', async () => {
    const response = await fetch(`${backend.url}/storage/v1/object/docs/notes/hello.txt`, {
      headers: { Authorization: 'Bearer not-a-jwt', apikey: backend.anonKey },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'Unauthorized',
    });
  });
});
