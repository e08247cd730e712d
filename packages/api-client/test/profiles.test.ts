import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { AVATAR_MAX_BYTES } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TandemClient, toTandemError } from '../src/index.js';
import {
  createUser,
  DEMO,
  newClient,
  signedIn,
  startBackend,
  uniqueEmail,
} from './support/backend.js';
import { countingFetch, rejection } from './support/expect.js';

/** A tiny valid PNG (1×1, transparent). */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

describe.each(engines)('profiles on %s', (engine) => {
  let backend: TestBackend;
  let owner: TandemClient;
  let ownerId: string;
  let memberId: string;

  beforeAll(async () => {
    backend = await startBackend(engine);
    owner = await signedIn(backend, DEMO.owner);
    ownerId = (await (await owner.supabase()).auth.getUser()).data.user?.id ?? '';
    const member = await signedIn(backend, DEMO.member);
    memberId = (await (await member.supabase()).auth.getUser()).data.user?.id ?? '';
  });

  afterAll(async () => {
    await backend?.stop();
  });

  it("reads the signed-in user's profile and a co-member's, parsed", async () => {
    const me = await owner.profiles.me();
    expect(me).toMatchObject({ id: ownerId, display_name: 'Olivia Owner', avatar_path: null });
    expect(await owner.profiles.get(memberId)).toMatchObject({ display_name: 'Max Member' });
  });

  it('hides the profile of someone sharing no workspace (data/not-found)', async () => {
    const strangerId = await createUser(backend, uniqueEmail('stranger'), 'Stranger');
    expect(await rejection(owner.profiles.get(strangerId))).toMatchObject({
      code: 'data/not-found',
    });
  });

  it('refuses a malformed id before any request (data/invalid)', async () => {
    const counted = countingFetch();
    const client = await signedIn(backend, DEMO.owner, undefined, { fetch: counted.fetch });
    const before = counted.counter.requests;
    expect(await rejection(client.profiles.get('not-a-uuid'))).toMatchObject({
      code: 'data/invalid',
    });
    expect(counted.counter.requests).toBe(before);
  });

  it('needs a session for me() (auth/session-expired)', async () => {
    expect(await rejection(newClient(backend).profiles.me())).toMatchObject({
      code: 'auth/session-expired',
    });
  });

  it('updates the display name, trimmed, and refuses an empty one with a field error', async () => {
    const email = uniqueEmail('renamer');
    await createUser(backend, email, 'Before');
    const client = await signedIn(backend, email);
    const updated = await client.profiles.update({ displayName: '  After  ' });
    expect(updated.display_name).toBe('After');
    expect((await client.profiles.me()).display_name).toBe('After');
    const error = await rejection(client.profiles.update({ displayName: '   ' }));
    expect(error).toMatchObject({ code: 'data/invalid' });
    expect(Object.keys((error as { fieldErrors: object }).fieldErrors)).toEqual(['displayName']);
  });

  it("refuses an avatar path in someone else's folder (database check, data/invalid)", async () => {
    const email = uniqueEmail('borrower');
    await createUser(backend, email, 'Borrower');
    const client = await signedIn(backend, email);
    expect(
      await rejection(client.profiles.update({ avatarPath: `${ownerId}/avatar-1.png` })),
    ).toMatchObject({ code: 'data/invalid' });
  });

  it('uploads an avatar, serves it publicly, and removes the previous one on replacement', async () => {
    const email = uniqueEmail('avatar');
    const userId = await createUser(backend, email, 'Avatar Person');
    const client = await signedIn(backend, email);

    const first = await client.profiles.uploadAvatar({
      file: PNG,
      fileName: 'me.png',
      mimeType: 'image/png',
    });
    expect(first.avatar_path).toMatch(new RegExp(`^${userId}/avatar-\\d+\\.png$`));
    const url = client.profiles.avatarUrl(first.avatar_path);
    expect(url).toContain('/storage/v1/object/public/avatars/');
    const served = await fetch(url ?? '');
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const thumbnail = client.profiles.avatarUrl(first.avatar_path, { size: 64 }) ?? '';
    expect(thumbnail).toContain('/storage/v1/render/image/public/avatars/');
    expect(new URL(thumbnail).searchParams.get('width')).toBe('64');
    const rendered = await fetch(thumbnail);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('content-type')).toMatch(/^image\//);

    const second = await client.profiles.uploadAvatar({
      file: new Blob([PNG], { type: 'image/gif' }),
      fileName: 'me.gif',
      mimeType: 'image/gif',
    });
    expect(second.avatar_path).toMatch(/\.gif$/);
    expect(second.avatar_path).not.toBe(first.avatar_path);
    expect((await fetch(client.profiles.avatarUrl(second.avatar_path) ?? '')).status).toBe(200);
    expect((await fetch(url ?? '')).ok).toBe(false);
    expect(client.profiles.avatarUrl(null)).toBeNull();
  });

  it('keeps a removed avatar file until deleteAvatarFile, so the removal can be undone', async () => {
    const email = uniqueEmail('avatar-undo');
    const userId = await createUser(backend, email, 'Undo Person');
    const client = await signedIn(backend, email);
    const { avatar_path: path } = await client.profiles.uploadAvatar({
      file: PNG,
      fileName: 'me.png',
      mimeType: 'image/png',
    });
    if (!path) throw new Error('no avatar path');
    const url = client.profiles.avatarUrl(path) ?? '';

    // Still the current picture: refused, and so is someone else's folder.
    expect(await rejection(client.profiles.deleteAvatarFile(path))).toMatchObject({
      code: 'data/invalid',
    });
    expect(
      await rejection(client.profiles.deleteAvatarFile(`${ownerId}/avatar-1.png`)),
    ).toMatchObject({ code: 'data/invalid' });
    expect(
      await rejection(client.profiles.deleteAvatarFile(`${userId}/../${ownerId}/avatar-1.png`)),
    ).toMatchObject({ code: 'data/invalid' });

    // Removed from the profile, the file stays: undo puts the same path back.
    await client.profiles.update({ avatarPath: null });
    expect((await fetch(url)).status).toBe(200);
    expect((await client.profiles.update({ avatarPath: path })).avatar_path).toBe(path);
    expect((await fetch(url)).status).toBe(200);

    // Removed for good: the file goes once the window has passed.
    await client.profiles.update({ avatarPath: null });
    await client.profiles.deleteAvatarFile(path);
    expect((await fetch(url)).ok).toBe(false);
  });

  it('refuses an avatar over 2 MiB (storage/too-large) and a non-image (storage/type-not-allowed) before any request', async () => {
    const counted = countingFetch();
    const client = await signedIn(backend, DEMO.member, undefined, { fetch: counted.fetch });
    const before = counted.counter.requests;
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    const tooLarge = await rejection(
      client.profiles.uploadAvatar({ file: big, fileName: 'big.png', mimeType: 'image/png' }),
    );
    expect(tooLarge).toMatchObject({ code: 'storage/too-large' });
    const wrongType = await rejection(
      client.profiles.uploadAvatar({ file: PNG, fileName: 'notes.txt', mimeType: 'text/plain' }),
    );
    expect(wrongType).toMatchObject({
      code: 'storage/type-not-allowed',
      fieldErrors: { mimeType: [expect.any(String)] },
    });
    expect(counted.counter.requests).toBe(before);
  });

  it('is refused by the bucket too: wrong type and over-size uploads map to the same codes', async () => {
    // The bucket's own limits, reached by going around the client's checks.
    const bucket = (await (await owner.supabase()).storage()).from('avatars');
    const text = await bucket.upload(`${ownerId}/notes.txt`, new TextEncoder().encode('hi'), {
      contentType: 'text/plain',
    });
    expect(toTandemError(text.error).code).toBe('storage/type-not-allowed');
    const big = await bucket.upload(`${ownerId}/big.png`, new Uint8Array(AVATAR_MAX_BYTES + 1), {
      contentType: 'image/png',
    });
    expect(toTandemError(big.error).code).toBe('storage/too-large');
  });
});
