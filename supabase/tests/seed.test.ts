import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { TASK_STATUSES } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './clients.js';
import { adminQuery, query, startBackend, type TestUser } from './helpers.js';

const DEMO_PASSWORD = 'tandem-demo-1';
const WORKSPACE = '00000000-0000-4000-b000-000000000001';
const demo = (id: string, email: string): TestUser => ({
  id,
  email,
  claims: { sub: id, role: 'authenticated', aud: 'authenticated', email },
});
const OWNER = demo('00000000-0000-4000-a000-000000000001', 'owner@demo.tandem.test');
const VIEWER = demo('00000000-0000-4000-a000-000000000003', 'viewer@demo.tandem.test');

describe.each(engines)('seed.sql on %s', (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  it('creates three confirmed demo users with the documented password and email identities', async () => {
    const users = await adminQuery<{
      email: string;
      ok: boolean;
      confirmed: boolean;
      identities: number;
    }>(
      backend,
      `select u.email,
              u.encrypted_password = extensions.crypt($1, u.encrypted_password) as ok,
              u.email_confirmed_at is not null as confirmed,
              (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities
       from auth.users u where u.email like '%@demo.tandem.test' order by u.email`,
      [DEMO_PASSWORD],
    );
    expect(users).toEqual(
      ['member', 'owner', 'viewer'].map((name) => ({
        email: `${name}@demo.tandem.test`,
        ok: true,
        confirmed: true,
        identities: 1,
      })),
    );
    const members = await adminQuery<{ role: string; display_name: string }>(
      backend,
      `select m.role, p.display_name from public.workspace_members m join public.profiles p on p.id = m.user_id
       where m.workspace_id = $1 order by m.role`,
      [WORKSPACE],
    );
    expect(members).toEqual([
      { role: 'viewer', display_name: 'Vera Viewer' },
      { role: 'member', display_name: 'Max Member' },
      { role: 'owner', display_name: 'Olivia Owner' },
    ]);
  });

  it('holds two boards, 60 tasks over every status with labels and comments, and one attachment', async () => {
    const [counts] = await adminQuery<Record<string, number>>(
      backend,
      `select (select count(*)::int from public.boards where workspace_id = $1) as boards,
              (select count(*)::int from public.tasks where workspace_id = $1) as tasks,
              (select count(distinct status)::int from public.tasks where workspace_id = $1) as statuses,
              (select count(*)::int from public.tasks where workspace_id = $1 and cardinality(labels) > 0) as labelled,
              (select count(*)::int from public.comments where workspace_id = $1) as comments,
              (select count(*)::int from public.attachments a join storage.objects o
                 on o.bucket_id = 'attachments' and o.name = a.object_path where a.workspace_id = $1) as attachments,
              (select max(number)::int from public.tasks where workspace_id = $1) as last_number`,
      [WORKSPACE],
    );
    expect(counts).toMatchObject({
      boards: 2,
      tasks: 60,
      statuses: TASK_STATUSES.length,
      attachments: 1,
      last_number: 60,
    });
    expect(counts?.labelled).toBeGreaterThan(30);
    expect(counts?.comments).toBeGreaterThan(20);
    const duplicates = await adminQuery(
      backend,
      `select board_id, status, position from public.tasks group by 1, 2, 3 having count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  });

  it('shows the demo viewer the workspace, and the owner can work in it', async () => {
    const seen = await query<{ count: number }>(
      backend,
      VIEWER,
      'select count(*)::int as count from public.tasks',
    );
    expect(seen.rows[0]?.count).toBe(60);
    const created = await query<{ number: number }>(
      backend,
      OWNER,
      `insert into public.tasks (board_id, title) values ('00000000-0000-4000-c000-000000000001', 'From the owner') returning number`,
    );
    expect(created.rows[0]?.number).toBe(61);
  });

  it("stores the attachment's bytes, so the signed-in demo member can download it", async () => {
    const { client } = await signedInClient(backend, 'member@demo.tandem.test');
    const { data: attachment } = await client
      .from('attachments')
      .select('object_path, file_name, size_bytes, tasks!inner(number)')
      .eq('tasks.number', 1)
      .single();
    expect(attachment?.file_name).toBe('design-notes.md');
    const { data, error } = await client.storage
      .from('attachments')
      .download(attachment?.object_path ?? '');
    expect(error).toBeNull();
    const text = (await data?.text()) ?? '';
    expect(text.startsWith('# Design notes')).toBe(true);
    expect(new TextEncoder().encode(text).byteLength).toBe(attachment?.size_bytes);
  });
});
