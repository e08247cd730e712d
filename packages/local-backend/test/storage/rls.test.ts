import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestBackend } from '../../src/testing.js';
import {
  clientFor,
  codeOf,
  createUser,
  serviceClient,
  startStorageBackend,
  type TestUser,
} from './helpers.js';

describe.each(engines)('storage RLS on %s', (engine) => {
  let backend: TestBackend;
  let service: SupabaseClient;
  let anon: SupabaseClient;
  let alice: TestUser;
  let bob: TestUser;
  const text = (value: string) => new Blob([value], { type: 'text/plain' });

  beforeAll(async () => {
    backend = await startStorageBackend(engine);
    service = serviceClient(backend);
    anon = clientFor(backend);
    alice = await createUser(backend, 'alice@example.com');
    bob = await createUser(backend, 'bob@example.com');
    await backend.context.db.withAdmin((tx) =>
      tx.query("insert into public.workspace_members (workspace_id, user_id) values ('ws1', $1)", [
        alice.id,
      ]),
    );
    const seeded = await service.storage.from('workspaces').upload('ws1/plan.txt', text('plan'));
    expect(seeded.error).toBeNull();
  });
  afterAll(() => backend.stop());

  describe('"users manage files under their own user-id folder"', () => {
    it('lets the owner upload into their folder and records them as owner', async () => {
      const { error } = await alice.client.storage
        .from('files')
        .upload(`${alice.id}/doc.txt`, text('alice doc'));
      expect(error).toBeNull();
      const rows = await backend.context.db.withAdmin((tx) =>
        tx.query<{ owner: string; owner_id: string }>(
          "select owner, owner_id from storage.objects where bucket_id = 'files' and name = $1",
          [`${alice.id}/doc.txt`],
        ),
      );
      expect(rows.rows[0]).toEqual({ owner: alice.id, owner_id: alice.id });
    });

    it('refuses uploads into another user folder, by anon, and stores nothing', async () => {
      const byBob = await bob.client.storage.from('files').upload(`${alice.id}/bob.txt`, text('x'));
      expect(byBob.error).toMatchObject({ status: 403, statusCode: '403' });
      expect(codeOf(byBob.error)).toBe('AccessDenied');
      const byAnon = await anon.storage.from('files').upload(`${alice.id}/anon.txt`, text('x'));
      expect(codeOf(byAnon.error)).toBe('AccessDenied');
      const count = await backend.context.db.withAdmin((tx) =>
        tx.query<{ n: number }>(
          'select count(*)::int as n from storage.objects where name in ($1, $2)',
          [`${alice.id}/bob.txt`, `${alice.id}/anon.txt`],
        ),
      );
      expect(count.rows[0]?.n).toBe(0);
    });

    it('lets the service role upload anywhere', async () => {
      const { error } = await service.storage
        .from('files')
        .upload(`${bob.id}/from-admin.txt`, text('admin'));
      expect(error).toBeNull();
    });

    it('lets only the owner (and the service role) download, read info and list', async () => {
      const path = `${alice.id}/doc.txt`;
      expect(await (await alice.client.storage.from('files').download(path)).data?.text()).toBe(
        'alice doc',
      );
      expect(await (await service.storage.from('files').download(path)).data?.text()).toBe(
        'alice doc',
      );
      for (const client of [bob.client, anon]) {
        const download = await client.storage.from('files').download(path);
        expect((download.error as { status?: number } | null)?.status).toBe(404);
        const info = await client.storage.from('files').info(path);
        expect(codeOf(info.error)).toBe('NoSuchKey');
        const list = await client.storage.from('files').list(alice.id);
        expect(list.data).toEqual([]);
      }
      const own = await alice.client.storage.from('files').list(alice.id);
      expect(own.data?.map((entry) => entry.name)).toEqual(['doc.txt']);
      expect((await alice.client.storage.from('files').info(path)).data?.size).toBe(9);
    });

    it('lets only readers sign URLs', async () => {
      const path = `${alice.id}/doc.txt`;
      expect((await alice.client.storage.from('files').createSignedUrl(path, 60)).error).toBeNull();
      expect((await service.storage.from('files').createSignedUrl(path, 60)).error).toBeNull();
      for (const client of [bob.client, anon]) {
        const signed = await client.storage.from('files').createSignedUrl(path, 60);
        expect(codeOf(signed.error)).toBe('NoSuchKey');
      }
    });

    it('refuses upsert and update over the owner file to others', async () => {
      const path = `${alice.id}/doc.txt`;
      const upsert = await bob.client.storage
        .from('files')
        .upload(path, text('hijack'), { upsert: true });
      expect(codeOf(upsert.error)).toBe('AccessDenied');
      const update = await bob.client.storage.from('files').update(path, text('hijack'));
      expect(update.error).not.toBeNull();
      const anonUpsert = await anon.storage
        .from('files')
        .upload(path, text('hijack'), { upsert: true });
      expect(codeOf(anonUpsert.error)).toBe('AccessDenied');
      expect(await (await alice.client.storage.from('files').download(path)).data?.text()).toBe(
        'alice doc',
      );
      const own = await alice.client.storage
        .from('files')
        .upload(path, text('alice v2'), { upsert: true });
      expect(own.error).toBeNull();
      expect(await (await alice.client.storage.from('files').download(path)).data?.text()).toBe(
        'alice v2',
      );
    });

    it('lets the owner move and copy inside their folder but not into another one', async () => {
      const files = alice.client.storage.from('files');
      await files.upload(`${alice.id}/mv.txt`, text('mv'));
      expect((await files.move(`${alice.id}/mv.txt`, `${alice.id}/moved.txt`)).error).toBeNull();
      expect(
        (await files.copy(`${alice.id}/moved.txt`, `${alice.id}/copied.txt`)).error,
      ).toBeNull();
      const moveOut = await files.move(`${alice.id}/moved.txt`, `${bob.id}/stolen.txt`);
      expect(codeOf(moveOut.error)).toBe('AccessDenied');
      const copyOut = await files.copy(`${alice.id}/moved.txt`, `${bob.id}/stolen.txt`);
      expect(codeOf(copyOut.error)).toBe('AccessDenied');
      expect((await files.exists(`${alice.id}/moved.txt`)).data).toBe(true);
      expect((await service.storage.from('files').exists(`${bob.id}/stolen.txt`)).data).toBe(false);
    });

    it('refuses move and copy of the owner file to other users and anon', async () => {
      for (const client of [bob.client, anon]) {
        const files = client.storage.from('files');
        const move = await files.move(`${alice.id}/moved.txt`, `${bob.id}/taken.txt`);
        expect(codeOf(move.error)).toBe('NoSuchKey');
        const copy = await files.copy(`${alice.id}/moved.txt`, `${bob.id}/taken.txt`);
        expect(codeOf(copy.error)).toBe('NoSuchKey');
      }
      expect((await service.storage.from('files').exists(`${alice.id}/moved.txt`)).data).toBe(true);
    });

    it('removes only what the DELETE policy allows', async () => {
      const path = `${alice.id}/copied.txt`;
      const byBob = await bob.client.storage.from('files').remove([path]);
      expect(byBob.data).toEqual([]);
      const byAnon = await anon.storage.from('files').remove([path]);
      expect(byAnon.data).toEqual([]);
      expect((await service.storage.from('files').exists(path)).data).toBe(true);
      const byAlice = await alice.client.storage.from('files').remove([path]);
      expect(byAlice.data?.map((o) => o.name)).toEqual([path]);
      const byService = await service.storage.from('files').remove([`${bob.id}/from-admin.txt`]);
      expect(byService.data).toHaveLength(1);
    });
  });

  describe('"members of a workspace read its folder"', () => {
    it('lets members read and refuses everyone else', async () => {
      const workspaces = (client: SupabaseClient) => client.storage.from('workspaces');
      expect(await (await workspaces(alice.client).download('ws1/plan.txt')).data?.text()).toBe(
        'plan',
      );
      expect((await workspaces(alice.client).list('ws1')).data?.map((e) => e.name)).toEqual([
        'plan.txt',
      ]);
      expect((await workspaces(alice.client).createSignedUrl('ws1/plan.txt', 60)).error).toBeNull();
      for (const client of [bob.client, anon]) {
        expect(codeOf((await workspaces(client).info('ws1/plan.txt')).error)).toBe('NoSuchKey');
        expect((await workspaces(client).list('ws1')).data).toEqual([]);
      }
      expect(await (await workspaces(service).download('ws1/plan.txt')).data?.text()).toBe('plan');
    });

    it('gives members no write access: upload, remove and move are refused', async () => {
      const workspaces = alice.client.storage.from('workspaces');
      expect(codeOf((await workspaces.upload('ws1/new.txt', text('x'))).error)).toBe(
        'AccessDenied',
      );
      expect((await workspaces.remove(['ws1/plan.txt'])).data).toEqual([]);
      expect(codeOf((await workspaces.move('ws1/plan.txt', 'ws1/renamed.txt')).error)).toBe(
        'AccessDenied',
      );
      expect((await service.storage.from('workspaces').exists('ws1/plan.txt')).data).toBe(true);
    });
  });

  describe('public buckets', () => {
    it('serve public URLs to anyone, skipping SELECT policies', async () => {
      const avatars = alice.client.storage.from('avatars');
      expect(
        (await avatars.upload(`${alice.id}/me.png`, new Blob(['png'], { type: 'image/png' })))
          .error,
      ).toBeNull();
      const { publicUrl } = anon.storage.from('avatars').getPublicUrl(`${alice.id}/me.png`).data;
      const response = await fetch(publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(await response.text()).toBe('png');
      // The authenticated endpoint still applies policies: anon has no SELECT policy.
      const download = await anon.storage.from('avatars').download(`${alice.id}/me.png`);
      expect((download.error as { status?: number } | null)?.status).toBe(404);
      const attachment = await fetch(`${publicUrl}?download=me.png`);
      expect(attachment.headers.get('content-disposition')).toContain('attachment');
    });

    it('do not open private buckets through public URLs', async () => {
      const { publicUrl } = anon.storage.from('files').getPublicUrl(`${alice.id}/doc.txt`).data;
      const response = await fetch(publicUrl);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NoSuchBucket' });
    });
  });

  describe('bucket API', () => {
    it('lets bucket policies decide who sees and creates buckets', async () => {
      const seen = await alice.client.storage.listBuckets();
      expect(seen.data?.map((b) => b.id).sort()).toEqual([
        'avatars',
        'files',
        'limited',
        'workspaces',
      ]);
      expect((await anon.storage.listBuckets()).data).toEqual([]);
      const byAnon = await anon.storage.createBucket('anon-bucket', { public: true });
      expect(codeOf(byAnon.error)).toBe('AccessDenied');
      const byAlice = await alice.client.storage.createBucket('alice-bucket', { public: true });
      expect(codeOf(byAlice.error)).toBe('AccessDenied');
      const byAliceDelete = await alice.client.storage.deleteBucket('files');
      expect(byAliceDelete.error).not.toBeNull();
      expect((await service.storage.getBucket('files')).data?.id).toBe('files');
    });
  });
});
