import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { engines, type TestBackend } from '../../src/testing.js';
import {
  clientFor,
  codeOf,
  createUser,
  serviceClient,
  startStorageBackend,
  type TestUser,
} from './helpers.js';

describe.each(engines)('signed URLs on %s', (engine) => {
  let backend: TestBackend;
  let clock: ManualClock;
  let service: SupabaseClient;
  let alice: TestUser;
  let bob: TestUser;
  let path: string;

  beforeAll(async () => {
    clock = createManualClock();
    backend = await startStorageBackend(engine, clock);
    service = serviceClient(backend);
    alice = await createUser(backend, 'alice@example.com');
    bob = await createUser(backend, 'bob@example.com');
    path = `${alice.id}/report.txt`;
    const { error } = await alice.client.storage
      .from('files')
      .upload(path, new Blob(['quarterly report'], { type: 'text/plain' }));
    expect(error).toBeNull();
  });
  afterAll(() => backend.stop());

  it('serves a signed URL without credentials until it expires on the backend clock', async () => {
    const { data, error } = await alice.client.storage.from('files').createSignedUrl(path, 60);
    expect(error).toBeNull();
    const signedUrl = data?.signedUrl as string;
    expect(signedUrl).toContain(`/storage/v1/object/sign/files/${path}?token=`);
    const ok = await fetch(signedUrl);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('quarterly report');

    clock.advance(59_000);
    expect((await fetch(signedUrl)).status).toBe(200);
    clock.advance(2_000);
    const expired = await fetch(signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: 'jwt expired',
    });
  });

  it('adds a download disposition when asked', async () => {
    const { data } = await alice.client.storage
      .from('files')
      .createSignedUrl(path, 60, { download: 'q1.txt' });
    const response = await fetch(data?.signedUrl as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename=q1.txt');
  });

  it('refuses a token used for another object or tampered with', async () => {
    await service.storage
      .from('files')
      .upload(`${bob.id}/secret.txt`, 'bob secret', { contentType: 'text/plain' });
    const { data } = await alice.client.storage.from('files').createSignedUrl(path, 60);
    const token = new URL(data?.signedUrl as string).searchParams.get('token') as string;
    const other = await fetch(
      `${backend.url}/storage/v1/object/sign/files/${bob.id}/secret.txt?token=${token}`,
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: 'InvalidSignature' });
    const tampered = await fetch(
      `${backend.url}/storage/v1/object/sign/files/${path}?token=${token}x`,
    );
    expect(await tampered.json()).toMatchObject({ code: 'InvalidJWT' });
    const missing = await fetch(`${backend.url}/storage/v1/object/sign/files/${path}`);
    expect(missing.status).toBe(400);
  });

  it('signs many paths at once, reporting the ones the caller cannot read', async () => {
    await alice.client.storage
      .from('files')
      .upload(`${alice.id}/b.txt`, new Blob(['b'], { type: 'text/plain' }));
    const { data, error } = await alice.client.storage
      .from('files')
      .createSignedUrls([path, `${alice.id}/b.txt`, `${bob.id}/secret.txt`], 60);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.error === null)).toEqual([true, true, false]);
    expect(data?.[2]?.signedUrl).toBeNull();
    const second = await fetch(data?.[1]?.signedUrl as string);
    expect(await second.text()).toBe('b');
  });

  it('accepts one upload through a signed upload URL, once', async () => {
    const target = `${alice.id}/via-signed.txt`;
    const signed = await alice.client.storage.from('files').createSignedUploadUrl(target);
    expect(signed.error).toBeNull();
    const token = signed.data?.token as string;
    // Anyone holding the URL may upload, without credentials.
    const anon = clientFor(backend);
    const first = await anon.storage
      .from('files')
      .uploadToSignedUrl(target, token, new Blob(['signed upload'], { type: 'text/plain' }));
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ path: target, fullPath: `files/${target}` });
    expect(await (await alice.client.storage.from('files').download(target)).data?.text()).toBe(
      'signed upload',
    );
    const owner = await backend.context.db.withAdmin((tx) =>
      tx.query<{ owner: string }>(
        "select owner from storage.objects where bucket_id = 'files' and name = $1",
        [target],
      ),
    );
    expect(owner.rows[0]?.owner).toBe(alice.id);

    const readWithUploadToken = await fetch(
      `${backend.url}/storage/v1/object/sign/files/${target}?token=${token}`,
    );
    expect(readWithUploadToken.status).toBe(400);
    expect(await readWithUploadToken.json()).toMatchObject({ code: 'InvalidSignature' });

    // A second upload is Storage's duplicate, whatever the client asks for.
    for (const upsert of [false, true]) {
      const again = await anon.storage
        .from('files')
        .uploadToSignedUrl(target, token, new Blob(['again'], { type: 'text/plain' }), { upsert });
      expect(again.data).toBeNull();
      expect(again.error).toMatchObject({
        message: 'The resource already exists',
        status: 409,
        statusCode: '409',
        code: 'KeyAlreadyExists',
      });
    }
    await expect(
      anon.storage
        .from('files')
        .throwOnError()
        .uploadToSignedUrl(target, token, new Blob(['x'])),
    ).rejects.toThrow('The resource already exists');
    expect(await (await alice.client.storage.from('files').download(target)).data?.text()).toBe(
      'signed upload',
    );
  });

  it('lets an upsert URL replace an existing object once', async () => {
    const target = `${alice.id}/replaced.txt`;
    await alice.client.storage.from('files').upload(target, new Blob(['old']));
    const signed = await alice.client.storage
      .from('files')
      .createSignedUploadUrl(target, { upsert: true });
    expect(signed.error).toBeNull();
    const token = signed.data?.token as string;
    const replaced = await clientFor(backend)
      .storage.from('files')
      .uploadToSignedUrl(target, token, new Blob(['new'], { type: 'text/plain' }));
    expect(replaced.error).toBeNull();
    expect(replaced.data?.path).toBe(target);
    expect(await (await alice.client.storage.from('files').download(target)).data?.text()).toBe(
      'new',
    );
    const twice = await clientFor(backend)
      .storage.from('files')
      .uploadToSignedUrl(target, token, new Blob(['newer']));
    expect(twice.error).toMatchObject({ status: 409, code: 'KeyAlreadyExists' });
  });

  it('checks upload policies when signing and expires upload URLs after two hours', async () => {
    const refused = await bob.client.storage
      .from('files')
      .createSignedUploadUrl(`${alice.id}/bob.txt`);
    expect(codeOf(refused.error)).toBe('AccessDenied');

    const signed = await alice.client.storage
      .from('files')
      .createSignedUploadUrl(`${alice.id}/late.txt`);
    clock.advance(2 * 60 * 60 * 1000 + 1000);
    const late = await clientFor(backend)
      .storage.from('files')
      .uploadToSignedUrl(`${alice.id}/late.txt`, signed.data?.token as string, new Blob(['late']));
    expect(codeOf(late.error)).toBe('InvalidJWT');
    expect((await service.storage.from('files').exists(`${alice.id}/late.txt`)).data).toBe(false);
  });

  it('refuses an expired user access token with InvalidJWT', async () => {
    // The clock is now more than an hour past alice's token (it lives 3600 s).
    const { error } = await alice.client.storage.from('files').download(path);
    expect(error).toMatchObject({ status: 400 });
    const response = await fetch(`${backend.url}/storage/v1/object/info/files/${path}`, {
      headers: { Authorization: `Bearer ${alice.token}` },
    });
    expect(await response.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });
  });
});
