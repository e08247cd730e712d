import http from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestBackend } from '../../src/testing.js';
import {
  bodyBytes,
  createUser,
  serviceClient,
  startStorageBackend,
  type TestUser,
} from './helpers.js';

const MiB = 1024 * 1024;
const b64 = (value: string) => Buffer.from(value).toString('base64');

interface TusOptions {
  token: string;
  bucketName: string;
  objectName: string;
  contentType?: string;
  upsert?: boolean;
  chunkSize?: number;
  uploadUrl?: string;
  onChunkComplete?: (upload: tus.Upload, uploaded: number) => void;
  onProgress?: (upload: tus.Upload, uploaded: number) => void;
}

/** Starts a tus-js-client upload as Supabase's docs configure it; resolves its outcome. */
function startUpload(endpoint: string, data: Buffer, options: TusOptions) {
  let upload!: tus.Upload;
  const done = new Promise<{ ok: true } | { ok: false; status?: number; error: Error }>(
    (resolve) => {
      upload = new tus.Upload(data, {
        endpoint,
        ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
        retryDelays: [50, 100, 200, 400, 800],
        headers: {
          authorization: `Bearer ${options.token}`,
          'x-upsert': options.upsert ? 'true' : 'false',
        },
        uploadDataDuringCreation: false,
        removeFingerprintOnSuccess: true,
        metadata: {
          bucketName: options.bucketName,
          objectName: options.objectName,
          contentType: options.contentType ?? 'application/octet-stream',
          cacheControl: '3600',
        },
        chunkSize: options.chunkSize ?? 6 * MiB,
        onError: (error) =>
          resolve({
            ok: false,
            error,
            status: (error as tus.DetailedError).originalResponse?.getStatus(),
          }),
        onSuccess: () => resolve({ ok: true }),
        onChunkComplete: (_size, uploaded) => options.onChunkComplete?.(upload, uploaded),
        onProgress: (uploaded) => options.onProgress?.(upload, uploaded),
      });
      upload.start();
    },
  );
  return { upload: () => upload, done };
}

describe.each(engines)('resumable uploads (TUS) on %s', (engine) => {
  let backend: TestBackend;
  let service: SupabaseClient;
  let alice: TestUser;
  let bob: TestUser;
  let endpoint: string;

  beforeAll(async () => {
    backend = await startStorageBackend(engine);
    service = serviceClient(backend);
    alice = await createUser(backend, 'alice@example.com');
    bob = await createUser(backend, 'bob@example.com');
    endpoint = `${backend.url}/storage/v1/upload/resumable`;
  });
  afterAll(() => backend.stop());

  const download = async (path: string) => {
    const { data, error } = await service.storage.from('files').download(path);
    expect(error).toBeNull();
    return Buffer.from(await (data as Blob).arrayBuffer());
  };

  it('uploads in chunks to a byte-identical object with its metadata', async () => {
    const bytes = bodyBytes(5 * MiB + 123);
    const path = `${alice.id}/chunked.bin`;
    const { done } = startUpload(endpoint, bytes, {
      token: alice.token,
      bucketName: 'files',
      objectName: path,
      chunkSize: 2 * MiB,
    });
    expect(await done).toEqual({ ok: true });
    expect((await download(path)).equals(bytes)).toBe(true);
    const info = await alice.client.storage.from('files').info(path);
    expect(info.data).toMatchObject({
      size: bytes.length,
      contentType: 'application/octet-stream',
      cacheControl: 'max-age=3600',
    });
  });

  it('resumes an upload interrupted between chunks from the offset the server reports', async () => {
    const bytes = bodyBytes(5 * MiB + 7);
    const path = `${alice.id}/resumed.bin`;
    let url: string | null = null;
    const first = startUpload(endpoint, bytes, {
      token: alice.token,
      bucketName: 'files',
      objectName: path,
      chunkSize: MiB,
      onChunkComplete: (upload, uploaded) => {
        if (uploaded === 2 * MiB) {
          url = upload.url;
          void upload.abort();
        }
      },
    });
    // An aborted upload never settles: wait for the abort instead.
    await expect.poll(() => url, { timeout: 10_000 }).not.toBeNull();
    void first.done;
    const head = await fetch(url as unknown as string, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${alice.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(2 * MiB));
    expect(head.headers.get('upload-length')).toBe(String(bytes.length));
    expect((await service.storage.from('files').exists(path)).data).toBe(false);

    const resumed = startUpload(endpoint, bytes, {
      token: alice.token,
      bucketName: 'files',
      objectName: path,
      chunkSize: MiB,
      uploadUrl: url as unknown as string,
    });
    expect(await resumed.done).toEqual({ ok: true });
    expect((await download(path)).equals(bytes)).toBe(true);
  });

  it('resumes after the connection drops in the middle of a PATCH', async () => {
    const bytes = bodyBytes(4 * MiB);
    const path = `${alice.id}/dropped.bin`;
    const create = await fetch(endpoint, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes.length),
        'upload-metadata': `bucketName ${b64('files')},objectName ${b64(path)}`,
      },
    });
    expect(create.status).toBe(201);
    const url = create.headers.get('location') as string;
    // Announce the whole file, send half of it, then cut the connection.
    await new Promise<void>((resolve) => {
      const request = http.request(url, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${alice.token}`,
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(bytes.length),
        },
      });
      request.on('error', () => resolve());
      request.write(bytes.subarray(0, 2 * MiB), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 100);
      });
    });
    expect((await service.storage.from('files').exists(path)).data).toBe(false);
    const resumed = startUpload(endpoint, bytes, {
      token: alice.token,
      bucketName: 'files',
      objectName: path,
      chunkSize: MiB,
      uploadUrl: url,
    });
    expect(await resumed.done).toEqual({ ok: true });
    expect((await download(path)).equals(bytes)).toBe(true);
  });

  it('applies upload policies, upsert and bucket limits', async () => {
    const intoAlice = startUpload(endpoint, Buffer.from('bob was here'), {
      token: bob.token,
      bucketName: 'files',
      objectName: `${alice.id}/bob.txt`,
    });
    expect(await intoAlice.done).toMatchObject({ ok: false, status: 403 });

    const path = `${alice.id}/chunked.bin`;
    const duplicate = startUpload(endpoint, Buffer.from('again'), {
      token: alice.token,
      bucketName: 'files',
      objectName: path,
    });
    expect(await duplicate.done).toMatchObject({ ok: false, status: 409 });
    const upsert = startUpload(endpoint, Buffer.from('replaced'), {
      token: alice.token,
      bucketName: 'files',
      objectName: path,
      upsert: true,
    });
    expect(await upsert.done).toEqual({ ok: true });
    expect((await download(path)).toString()).toBe('replaced');

    const tooBig = startUpload(endpoint, bodyBytes(2048), {
      token: backend.serviceRoleKey,
      bucketName: 'limited',
      objectName: 'big.txt',
      contentType: 'text/plain',
    });
    expect(await tooBig.done).toMatchObject({ ok: false, status: 413 });
    const wrongType = startUpload(endpoint, Buffer.from('%PDF'), {
      token: backend.serviceRoleKey,
      bucketName: 'limited',
      objectName: 'doc.pdf',
      contentType: 'application/pdf',
    });
    expect(await wrongType.done).toMatchObject({ ok: false, status: 415 });
    const traversal = startUpload(endpoint, Buffer.from('x'), {
      token: backend.serviceRoleKey,
      bucketName: 'files',
      objectName: '../escape.txt',
    });
    expect(await traversal.done).toMatchObject({ ok: false, status: 400 });
  });

  it('lets only the creator continue an upload', async () => {
    const create = await fetch(endpoint, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${alice.token}`,
        origin: 'http://localhost:3000',
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `bucketName ${b64('files')},objectName ${b64(`${alice.id}/mine.txt`)}`,
      },
    });
    expect(create.status).toBe(201);
    // A browser may only read what CORS exposes; tus-js-client needs the offset.
    expect(create.headers.get('access-control-expose-headers')).toContain('Upload-Offset');
    const location = create.headers.get('location') as string;
    const patch = await fetch(location, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${bob.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: '0123456789',
    });
    expect(patch.status).toBe(403);
    const wrongOffset = await fetch(location, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '5',
        'content-type': 'application/offset+octet-stream',
      },
      body: '56789',
    });
    expect(wrongOffset.status).toBe(409);
    const terminated = await fetch(location, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${alice.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(terminated.status).toBe(204);
    const gone = await fetch(location, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${alice.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(gone.status).toBe(404);
  });
});
