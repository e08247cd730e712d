import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { createLogger } from '../../src/log.js';
import { type LocalBackend, startLocalBackend } from '../../src/start.js';
import { createScratchDatabase, engines, type ScratchDatabase } from '../../src/testing.js';
import { fixture } from '../helpers.js';
import { bodyBytes, serviceClient } from './helpers.js';

const MiB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;
const b64 = (value: string) => Buffer.from(value).toString('base64');

/** A token for `userId` signed by `backend` (on its clock, so it is valid whenever that is). */
function tokenFor(backend: LocalBackend, userId: string): Promise<string> {
  return backend.context.keys.signHs256(
    { sub: userId, role: 'authenticated', aud: 'authenticated' },
    3600,
  );
}

function tusHeaders(token: string, extra: Record<string, string> = {}) {
  return { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', ...extra };
}

/** Creates an upload of `length` bytes for `path` in `files`; returns its id. */
async function createUpload(backend: LocalBackend, token: string, path: string, length: number) {
  const response = await fetch(`${backend.url}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: tusHeaders(token, {
      'upload-length': String(length),
      'upload-metadata': `bucketName ${b64('files')},objectName ${b64(path)}`,
    }),
  });
  expect(response.status).toBe(201);
  return (response.headers.get('location') as string).split('/').pop() as string;
}

function uploadUrl(backend: LocalBackend, id: string): string {
  return `${backend.url}/storage/v1/upload/resumable/${id}`;
}

async function patch(
  backend: LocalBackend,
  token: string,
  id: string,
  offset: number,
  bytes: Buffer,
) {
  const response = await fetch(uploadUrl(backend, id), {
    method: 'PATCH',
    headers: tusHeaders(token, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
    body: new Uint8Array(bytes),
  });
  expect(response.status).toBe(204);
}

async function offsetOf(backend: LocalBackend, token: string, id: string) {
  const response = await fetch(uploadUrl(backend, id), {
    method: 'HEAD',
    headers: tusHeaders(token),
  });
  return { status: response.status, offset: response.headers.get('upload-offset') };
}

/** Finishes an upload with tus-js-client from the offset the server reports. */
function resume(backend: LocalBackend, token: string, id: string, data: Buffer, path: string) {
  return new Promise<void>((resolve, reject) => {
    new tus.Upload(data, {
      endpoint: `${backend.url}/storage/v1/upload/resumable`,
      uploadUrl: uploadUrl(backend, id),
      headers: { authorization: `Bearer ${token}` },
      metadata: { bucketName: 'files', objectName: path },
      chunkSize: MiB,
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(),
    }).start();
  });
}

describe.each(engines)('resumable uploads across a restart on %s', (engine) => {
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;
  let clock: ManualClock;
  const running: LocalBackend[] = [];

  const start = async (): Promise<LocalBackend> => {
    const backend = await startLocalBackend({
      dataDir,
      projectDir: fixture('storage'),
      port: 0,
      clock,
      log: createLogger({ silent: true }),
      ...(scratch ? { dbUrl: scratch.url } : {}),
    });
    running.push(backend);
    return backend;
  };
  const stop = async (backend: LocalBackend) => {
    running.splice(running.indexOf(backend), 1);
    await backend.stop();
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lb-tus-restart-'));
    clock = createManualClock();
    if (engine === 'postgres') scratch = await createScratchDatabase('tandem_test_tus');
  });
  afterAll(async () => {
    for (const backend of running) await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('resumes an upload after a restart and drops only uploads past their expiry', async () => {
    const userId = randomUUID();
    const first = await start();
    await first.context.db.withAdmin((tx) =>
      tx.query(
        "insert into auth.users (id, aud, role, email) values ($1, 'authenticated', 'authenticated', 'tus@example.com')",
        [userId],
      ),
    );
    let token = await tokenFor(first, userId);
    const bytes = bodyBytes(3 * MiB + 11);
    const path = `${userId}/survivor.bin`;
    const survivor = await createUpload(first, token, path, bytes.length);
    await patch(first, token, survivor, 0, bytes.subarray(0, MiB));
    const stale = await createUpload(first, token, `${userId}/stale.bin`, 10);
    await patch(first, token, stale, 0, Buffer.from('12345'));
    await stop(first);

    // An hour later, on the same data directory: the upload goes on where it stopped.
    clock.advance(HOUR);
    const second = await start();
    token = await tokenFor(second, userId);
    expect(await offsetOf(second, token, survivor)).toEqual({ status: 200, offset: String(MiB) });
    await resume(second, token, survivor, bytes, path);
    const download = await serviceClient(second as never)
      .storage.from('files')
      .download(path);
    expect(Buffer.from(await (download.data as Blob).arrayBuffer()).equals(bytes)).toBe(true);
    const fresh = await createUpload(second, token, `${userId}/fresh.bin`, 10);
    await patch(second, token, fresh, 0, Buffer.from('abc'));
    await stop(second);

    // A day after `stale` was last written (but not `fresh`): only `stale` is gone.
    clock.advance(23 * HOUR + 1000);
    const third = await start();
    token = await tokenFor(third, userId);
    expect((await offsetOf(third, token, stale)).status).toBe(404);
    expect(await offsetOf(third, token, fresh)).toEqual({ status: 200, offset: '3' });
    expect(await offsetOf(third, token, survivor)).toMatchObject({ status: 404 });
    expect(readdirSync(join(dataDir, 'storage', 'uploads')).sort()).toEqual(
      [fresh, `${fresh}.json`].sort(),
    );
    await stop(third);
  }, 60_000);
});
