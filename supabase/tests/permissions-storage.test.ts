import { randomUUID } from 'node:crypto';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  beforeAll(async () => {
    backend = await startBackend(engine);
    // One world per actor, because the cells write; within it they run in order.
    for (const actor of ACTORS) {
      const world = await buildWorld(backend);
      const objects = await storeObjects(backend, world);
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
