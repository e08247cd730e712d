import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, startBackend } from './helpers.js';
import { buildWorld, type World } from './world.js';

describe.each(engines)('member_emails on %s', (engine) => {
  let backend: TestBackend;
  let world: World;

  const emails = (actor: World['users'][keyof World['users']] | null, workspaceId: string) =>
    query<{ user_id: string; email: string }>(
      backend,
      actor,
      'select user_id, email from public.member_emails($1)',
      [workspaceId],
    ).then((result) => result.rows);

  beforeAll(async () => {
    backend = await startBackend(engine);
    world = await buildWorld(backend);
  });
  afterAll(() => backend?.stop());

  it("gives every member, whatever their role, each member's email and nothing more", async () => {
    const { viewer, member, admin, owner } = world.users;
    const expected = [viewer, member, admin, owner]
      .map((user) => ({ user_id: user.id, email: user.email }))
      .sort((a, b) => a.user_id.localeCompare(b.user_id));
    for (const actor of [viewer, member, admin, owner]) {
      const rows = await emails(actor, world.workspaceId);
      expect([...rows].sort((a, b) => a.user_id.localeCompare(b.user_id))).toEqual(expected);
    }
  });

  it('shows a non-member no rows, for another workspace and a made-up one alike', async () => {
    expect(await emails(world.users.outsider, world.workspaceId)).toEqual([]);
    expect(await emails(world.users.elsewhere, world.workspaceId)).toEqual([]);
    expect(await emails(world.users.owner, world.otherWorkspaceId)).toEqual([]);
    expect(await emails(world.users.owner, crypto.randomUUID())).toEqual([]);
  });

  it('refuses anonymous callers: executable by authenticated only', async () => {
    await expect(emails(null, world.workspaceId)).rejects.toMatchObject({ code: '42501' });
    const grants = await query<{ anon: boolean; authenticated: boolean; public: boolean }>(
      backend,
      world.users.owner,
      `select has_function_privilege('anon', 'public.member_emails(uuid)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.member_emails(uuid)', 'execute') as authenticated,
              exists (
                select 1 from pg_proc p, aclexplode(p.proacl) a
                where p.oid = 'public.member_emails(uuid)'::regprocedure and a.grantee = 0
              ) as public`,
    );
    expect(grants.rows[0]).toEqual({ anon: false, authenticated: true, public: false });
  });
});
