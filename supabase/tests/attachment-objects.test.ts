import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from './clients.js';
import { adminQuery, startBackend } from './helpers.js';
import { buildWorld, type World } from './world.js';

describe.each(engines)('attachment rows and their files on %s', (engine) => {
  let backend: TestBackend;
  let world: World;

  beforeAll(async () => {
    backend = await startBackend(engine);
    world = await buildWorld(backend);
  });
  afterAll(() => backend?.stop());

  const rowsAt = async (path: string) =>
    (await adminQuery(backend, 'select id from public.attachments where object_path = $1', [path]))
      .length;

  it('takes the attachment row away when its file is deleted through Storage', async () => {
    expect(await rowsAt(world.attachmentPath)).toBe(1);
    const member = await clientFor(backend, world.users.member);
    const removed = await member.storage.from('attachments').remove([world.attachmentPath]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect(await rowsAt(world.attachmentPath)).toBe(0);
    const logged = await adminQuery<{ payload: { attachment_id: string } }>(
      backend,
      `select payload from public.activity where kind = 'attachment.removed' and payload ->> 'attachment_id' = $1`,
      [world.attachmentId],
    );
    expect(logged).toHaveLength(1);
  });

  it('signs no new link to a file of a deleted task', async () => {
    const path = world.spareObjectPath;
    const member = await clientFor(backend, world.users.member);
    const before = await member.storage.from('attachments').createSignedUrl(path, 60);
    expect(before.error).toBeNull();
    const admin = await clientFor(backend, world.users.admin);
    const deleted = await admin.from('tasks').delete().eq('id', world.taskId).select('id');
    expect(deleted.data).toHaveLength(1);
    const after = await member.storage.from('attachments').createSignedUrl(path, 60);
    expect(after.data).toBeNull();
    expect(after.error).not.toBeNull();
  });
});
