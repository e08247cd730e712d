import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../types/database.js';
import { clientFor, signedInClient, type TandemClient, tokenAlgorithm } from './clients.js';
import { adminQuery, startBackend } from './helpers.js';
import { byAction } from './matrix.js';
import { ATTACHMENT_TEXT, bytes, PNG, type StoredObjects, storeObjects } from './storage-world.js';
import { ACTORS, type ActorName, buildWorld, type World } from './world.js';

/**
 * Refusals as Storage reports them: 400 (RLS on insert, hidden key), 403 (AccessDenied) and
 * 404 (NoSuchKey). Anything else is a bug, not a "denied" cell.
 */
function refused(error: unknown): boolean {
  const e = error as { status?: number; statusCode?: string; message?: string };
  if (e.status !== undefined && [400, 403, 404].includes(e.status)) return false;
  throw new Error(`unexpected storage error ${e.status}/${e.statusCode}: ${e.message}`);
}
function settle(result: { data: unknown; error: unknown }): boolean {
  return result.error ? refused(result.error) : true;
}

interface StorageCase {
  resource: string;
  operation: string;
  allowed: (actor: ActorName) => boolean;
  run: (
    client: TandemClient,
    world: World,
    objects: StoredObjects,
    actor: ActorName,
  ) => Promise<boolean>;
}

/** Acme Product, the demo workspace of seed.sql. */
const DEMO_WORKSPACE = '00000000-0000-4000-b000-000000000001';

const everyone = () => true;
const nobody = () => false;
const signedIn = (actor: ActorName) => actor !== 'anon';
const only = (name: ActorName) => (actor: ActorName) => actor === name;
const authorOrAdmin = (actor: ActorName) =>
  actor === 'member' || byAction('content.delete-any')(actor);
const newAttachment = (w: World, taskId = w.taskId) =>
  `${w.workspaceId}/${taskId}/${randomUUID()}-upload.txt`;

/** The text of an attachment as the caller reads it back, or null if hidden. */
async function storedText(c: TandemClient, path: string): Promise<string | null> {
  const { data } = await c.storage.from('attachments').download(path);
  return data ? await data.text() : null;
}

/** Uploads a fresh avatar into the actor's own folder (allowed to every signed-in user). */
async function ownAvatar(
  c: TandemClient,
  w: World,
  actor: Exclude<ActorName, 'anon'>,
): Promise<string> {
  const path = `${w.users[actor].id}/${randomUUID()}.png`;
  const { error } = await c.storage.from('avatars').upload(path, PNG, { contentType: 'image/png' });
  if (error) throw error;
  return path;
}

/** supabase-js with the service role key, which bypasses the policies. */
async function serviceClient(backend: TestBackend): Promise<TandemClient> {
  return createClient<Database>(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Realtime over the `ws` package, the transport Node services pass to supabase-js.
    realtime: { transport: WebSocket as never },
  });
}

/** Reads first, then writes, then removals, so each cell leaves the next something to act on. */
const CASES: StorageCase[] = [
  {
    resource: 'attachments',
    operation: 'download',
    allowed: byAction('workspace.view'),
    run: async (c, _w, o) => {
      const { data, error } = await c.storage.from('attachments').download(o.attachmentPath);
      if (error) return refused(error);
      // An allowed download must also carry the stored bytes.
      return (await data.text()) === ATTACHMENT_TEXT;
    },
  },
  {
    resource: 'attachments',
    operation: "list the task's folder",
    allowed: byAction('workspace.view'),
    run: async (c, w) => {
      const { data, error } = await c.storage
        .from('attachments')
        .list(`${w.workspaceId}/${w.taskId}`);
      if (error) return refused(error);
      return data.length > 0;
    },
  },
  {
    resource: 'attachments',
    operation: 'sign a download URL',
    allowed: byAction('workspace.view'),
    run: async (c, _w, o) => {
      const { data, error } = await c.storage
        .from('attachments')
        .createSignedUrl(o.attachmentPath, 60);
      if (error) return refused(error);
      const response = await fetch(data.signedUrl);
      return response.ok && (await response.text()) === ATTACHMENT_TEXT;
    },
  },
  {
    resource: 'attachments',
    operation: 'upload',
    allowed: byAction('content.contribute'),
    run: async (c, w) =>
      settle(await c.storage.from('attachments').upload(newAttachment(w), bytes('new'))),
  },
  {
    resource: 'attachments',
    operation: "upload under A with B's task",
    allowed: nobody,
    run: async (c, w) =>
      settle(
        await c.storage.from('attachments').upload(newAttachment(w, w.otherTaskId), bytes('x')),
      ),
  },
  {
    resource: 'attachments',
    operation: "update (replace) the uploader's file",
    allowed: only('member'),
    run: async (c, _w, o) =>
      settle(await c.storage.from('attachments').update(o.attachmentPath, bytes('hello'))),
  },
  {
    resource: 'attachments',
    operation: "upsert over the uploader's file",
    allowed: only('member'),
    run: async (c, _w, o) =>
      settle(
        await c.storage
          .from('attachments')
          .upload(o.attachmentPath, bytes('hello'), { upsert: true }),
      ),
  },
  {
    resource: 'attachments',
    operation: "copy the uploader's file within the task's folder",
    allowed: byAction('content.contribute'),
    run: async (c, w, o) => {
      const copy = newAttachment(w);
      const { error } = await c.storage.from('attachments').copy(o.attachmentPath, copy);
      if (error) return refused(error);
      return (await storedText(c, copy)) === ATTACHMENT_TEXT;
    },
  },
  {
    resource: 'attachments',
    operation: "copy into B's task folder",
    allowed: nobody,
    run: async (c, w, o) =>
      settle(
        await c.storage
          .from('attachments')
          .copy(o.attachmentPath, `${w.otherWorkspaceId}/${w.otherTaskId}/${randomUUID()}-c.txt`),
      ),
  },
  {
    resource: 'attachments',
    operation: 'sign an upload URL and upload to it',
    allowed: byAction('content.contribute'),
    run: async (c, w) => {
      const path = newAttachment(w);
      const signed = await c.storage.from('attachments').createSignedUploadUrl(path);
      if (signed.error) return refused(signed.error);
      const uploaded = await c.storage
        .from('attachments')
        .uploadToSignedUrl(path, signed.data.token, bytes('signed'));
      if (uploaded.error) return refused(uploaded.error);
      return (await storedText(c, path)) === 'signed';
    },
  },
  {
    resource: 'avatars',
    operation: 'authenticated download',
    allowed: only('member'),
    run: async (c, _w, o) => {
      const { data, error } = await c.storage.from('avatars').download(o.avatarPath);
      if (error) return refused(error);
      return Buffer.from(await data.arrayBuffer()).equals(Buffer.from(PNG));
    },
  },
  {
    resource: 'avatars',
    operation: 'read through the public URL',
    allowed: everyone,
    run: async (c, _w, o) => {
      const response = await fetch(
        c.storage.from('avatars').getPublicUrl(o.avatarPath).data.publicUrl,
      );
      return response.ok && Buffer.from(await response.arrayBuffer()).equals(Buffer.from(PNG));
    },
  },
  {
    resource: 'avatars',
    operation: "list the member's folder",
    allowed: only('member'),
    run: async (c, w) => {
      const { data, error } = await c.storage.from('avatars').list(w.users.member.id);
      if (error) return refused(error);
      return data.length > 0;
    },
  },
  {
    resource: 'avatars',
    operation: 'upload in own folder',
    allowed: signedIn,
    run: async (c, w, _o, actor) => {
      // anon has no user id: it tries a folder no user owns.
      const folder = actor === 'anon' ? randomUUID() : w.users[actor].id;
      return settle(
        await c.storage
          .from('avatars')
          .upload(`${folder}/${randomUUID()}.png`, PNG, { contentType: 'image/png' }),
      );
    },
  },
  {
    resource: 'avatars',
    operation: "upload in another user's folder",
    allowed: nobody,
    run: async (c) =>
      settle(
        await c.storage
          .from('avatars')
          .upload(`${randomUUID()}/me.png`, PNG, { contentType: 'image/png' }),
      ),
  },
  {
    resource: 'avatars',
    operation: "upsert the member's avatar",
    allowed: only('member'),
    run: async (c, _w, o) =>
      settle(
        await c.storage
          .from('avatars')
          .upload(o.avatarPath, PNG, { contentType: 'image/png', upsert: true }),
      ),
  },
  {
    resource: 'attachments',
    operation: "move the uploader's file within the task's folder",
    allowed: only('member'),
    run: async (c, w, o) => {
      const target = newAttachment(w);
      const { error } = await c.storage.from('attachments').move(o.movablePaths[0], target);
      if (error) return refused(error);
      return (await storedText(c, target)) === ATTACHMENT_TEXT;
    },
  },
  {
    resource: 'attachments',
    operation: "move the uploader's file into B's task folder",
    allowed: nobody,
    run: async (c, w, o) =>
      settle(
        await c.storage
          .from('attachments')
          .move(o.movablePaths[1], `${w.otherWorkspaceId}/${w.otherTaskId}/${randomUUID()}-m.txt`),
      ),
  },
  {
    resource: 'avatars',
    operation: 'move within own folder',
    allowed: signedIn,
    run: async (c, w, o, actor) => {
      // anon has no folder: it tries the member's avatar within the member's folder.
      const source = actor === 'anon' ? o.movableAvatarPath : await ownAvatar(c, w, actor);
      const folder = source.split('/')[0];
      return settle(await c.storage.from('avatars').move(source, `${folder}/${randomUUID()}.png`));
    },
  },
  {
    resource: 'avatars',
    operation: "move into another user's folder",
    allowed: nobody,
    run: async (c, w, o, actor) => {
      const source = actor === 'anon' ? o.movableAvatarPath : await ownAvatar(c, w, actor);
      const other = actor === 'member' ? w.users.viewer.id : w.users.member.id;
      return settle(await c.storage.from('avatars').move(source, `${other}/${randomUUID()}.png`));
    },
  },
  // Refused removals are silently left, as on hosted Storage: the answer lists what went.
  {
    resource: 'attachments',
    operation: "remove the uploader's file",
    allowed: authorOrAdmin,
    run: async (c, _w, o) => {
      const { data, error } = await c.storage.from('attachments').remove([o.attachmentPath]);
      if (error) return refused(error);
      return data.length > 0;
    },
  },
  {
    resource: 'avatars',
    operation: "remove the member's avatar",
    allowed: only('member'),
    run: async (c, _w, o) => {
      const { data, error } = await c.storage.from('avatars').remove([o.avatarPath]);
      if (error) return refused(error);
      return data.length > 0;
    },
  },
];

describe.each(engines)('storage permission matrix through supabase-js on %s', (engine) => {
  let backend: TestBackend;
  const outcomes = new Map<string, boolean>();
  let world: World;
  let objects: StoredObjects;

  beforeAll(async () => {
    backend = await startBackend(engine);
    // One world per actor, because the cells write; within it they run in order.
    for (const actor of ACTORS) {
      world = await buildWorld(backend);
      objects = await storeObjects(backend, world);
      const client = await clientFor(backend, actor === 'anon' ? null : world.users[actor]);
      for (const cell of CASES) {
        outcomes.set(
          `${cell.resource}|${cell.operation}|${actor}`,
          await cell.run(client, world, objects, actor),
        );
      }
    }
    console.log(
      `[${engine}] permission matrix (supabase-js storage): ${CASES.length} operations x ${ACTORS.length} actors = ${CASES.length * ACTORS.length} cells`,
    );
  });
  afterAll(() => backend?.stop());

  it("lets the service role copy and move an attachment into B's task folder", async () => {
    const service = await serviceClient(backend);
    const folder = `${world.otherWorkspaceId}/${world.otherTaskId}`;
    const copy = `${folder}/${randomUUID()}-copied.txt`;
    expect(
      (await service.storage.from('attachments').copy(objects.attachmentPath, copy)).error,
    ).toBeNull();
    const moved = `${folder}/${randomUUID()}-moved.txt`;
    expect(
      (await service.storage.from('attachments').move(objects.movablePaths[1], moved)).error,
    ).toBeNull();
    // B's owner now sees both, A's bytes included.
    const elsewhere = await clientFor(backend, world.users.elsewhere);
    for (const path of [copy, moved]) {
      const { data } = await elsewhere.storage.from('attachments').download(path);
      expect(await data?.text()).toBe(ATTACHMENT_TEXT);
    }
  });

  for (const cell of CASES) {
    for (const actor of ACTORS) {
      const expected = cell.allowed(actor);
      it(`${cell.resource}: ${cell.operation} by ${actor} is ${expected ? 'allowed' : 'denied'}`, () => {
        expect(outcomes.get(`${cell.resource}|${cell.operation}|${actor}`)).toBe(expected);
      });
    }
  }
});

describe.each(engines)('storage with tokens from /auth/v1 on %s', (engine) => {
  let backend: TestBackend;
  let folder: string;

  beforeAll(async () => {
    backend = await startBackend(engine);
    const [task] = await adminQuery<{ id: string }>(
      backend,
      'select id from public.tasks where workspace_id = $1 and number = 1',
      [DEMO_WORKSPACE],
    );
    folder = `${DEMO_WORKSPACE}/${task?.id}`;
  });
  afterAll(() => backend?.stop());

  it('lets the signed-in demo member upload and download, and the demo viewer only read', async () => {
    const member = await signedInClient(backend, 'member@demo.tandem.test');
    const viewer = await signedInClient(backend, 'viewer@demo.tandem.test');
    expect(tokenAlgorithm(member.accessToken)).toBe('ES256');
    expect(tokenAlgorithm(viewer.accessToken)).toBe('ES256');

    const path = `${folder}/${randomUUID()}-signed-in.txt`;
    const upload = await member.client.storage.from('attachments').upload(path, bytes('mine'));
    expect(upload.error).toBeNull();
    const { data: objects } = await viewer.client.storage.from('attachments').list(folder);
    expect(objects?.map((o) => `${folder}/${o.name}`)).toContain(path);
    const download = await viewer.client.storage.from('attachments').download(path);
    expect(await download.data?.text()).toBe('mine');

    const refusedUpload = await viewer.client.storage
      .from('attachments')
      .upload(`${folder}/${randomUUID()}-viewer.txt`, bytes('no'));
    expect(refusedUpload.error).not.toBeNull();
    const refusedRemove = await viewer.client.storage.from('attachments').remove([path]);
    expect(refusedRemove.data).toEqual([]);

    // Avatars: the user's own folder is the `sub` of GoTrue's token.
    const avatar = await member.client.storage
      .from('avatars')
      .upload(`${member.userId}/face.png`, PNG, { contentType: 'image/png' });
    expect(avatar.error).toBeNull();
    const foreign = await viewer.client.storage
      .from('avatars')
      .upload(`${member.userId}/face-2.png`, PNG, { contentType: 'image/png' });
    expect(foreign.error).not.toBeNull();
  });
});
