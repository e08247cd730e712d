import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { INVITATION_TTL_DAYS, isErrorCode } from '@tandem/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminQuery, createUser, pgError, query, startBackend, type TestUser } from './helpers.js';
import { createWorkspace, uniqueSlug } from './world.js';

/** Asserts the SQLSTATE and the catalogue code that prefixes the message. */
async function expectFailure(promise: Promise<unknown>, sqlstate: string, catalogueCode: string) {
  const error = await pgError(promise);
  expect(error.code).toBe(sqlstate);
  expect(error.message.startsWith(`${catalogueCode}:`)).toBe(true);
  expect(isErrorCode(catalogueCode)).toBe(true);
}

describe.each(engines)('RPCs on %s', (engine) => {
  let backend: TestBackend;
  let owner: TestUser;
  let adminUser: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let ws: string;

  const roleOf = async (user: TestUser, workspaceId = ws) =>
    (
      await adminQuery<{ role: string }>(
        backend,
        'select role from public.workspace_members where workspace_id = $1 and user_id = $2',
        [workspaceId, user.id],
      )
    )[0]?.role ?? null;

  beforeAll(async () => {
    backend = await startBackend(engine);
    outsider = await createUser(backend, 'outsider');
  });
  afterAll(() => backend?.stop());

  beforeEach(async () => {
    [owner, adminUser, member, viewer] = await Promise.all([
      createUser(backend, 'owner'),
      createUser(backend, 'admin'),
      createUser(backend, 'member'),
      createUser(backend, 'viewer'),
    ]);
    ws = await createWorkspace(backend, owner, [
      [adminUser, 'admin'],
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
  });

  describe('create_workspace', () => {
    it('creates the workspace with the caller as its only owner', async () => {
      const slug = uniqueSlug();
      const created = await query<{ id: string; slug: string; created_by: string }>(
        backend,
        member,
        'select * from public.create_workspace($1, $2)',
        ['Mine', slug],
      );
      const row = created.rows[0];
      expect(row?.slug).toBe(slug);
      expect(row?.created_by).toBe(member.id);
      const members = await adminQuery(
        backend,
        'select user_id, role from public.workspace_members where workspace_id = $1',
        [row?.id],
      );
      expect(members).toEqual([{ user_id: member.id, role: 'owner' }]);
    });

    it('refuses a taken slug as data/duplicate', async () => {
      const slug = uniqueSlug();
      await query(backend, member, 'select public.create_workspace($1, $2)', ['A', slug]);
      await expectFailure(
        query(backend, viewer, 'select public.create_workspace($1, $2)', ['B', slug]),
        '23505',
        'data/duplicate',
      );
    });

    it('refuses an invalid slug as a check violation and leaves nothing behind', async () => {
      const error = await pgError(
        query(backend, member, 'select public.create_workspace($1, $2)', ['A', 'Not-A-Slug']),
      );
      expect(error.code).toBe('23514');
    });

    it('is not callable anonymously', async () => {
      const error = await pgError(
        query(backend, null, 'select public.create_workspace($1, $2)', ['A', uniqueSlug()]),
      );
      expect(error.code).toBe('42501');
    });
  });

  describe('invite_member and accept_invitation', () => {
    const invite = (by: TestUser, email: string, role = 'member') =>
      query<{ id: string; token: string; expires_at: Date; created_at: Date; email: string }>(
        backend,
        by,
        'select * from public.invite_member($1, $2, $3)',
        [ws, email, role],
      ).then(
        (r) =>
          r.rows[0] as {
            id: string;
            token: string;
            expires_at: Date;
            created_at: Date;
            email: string;
          },
      );
    const accept = (by: TestUser, token: string) =>
      query<{ role: string }>(backend, by, 'select * from public.accept_invitation($1)', [token]);

    it('invites with a random token that expires after 7 days, and the invitee joins once', async () => {
      const invitee = await createUser(backend, 'invitee');
      const invitation = await invite(adminUser, `  ${invitee.email.toUpperCase()} `);
      expect(invitation.email).toBe(invitee.email);
      expect(invitation.token.length).toBeGreaterThanOrEqual(40);
      const ttl =
        new Date(invitation.expires_at).getTime() - new Date(invitation.created_at).getTime();
      expect(ttl).toBe(INVITATION_TTL_DAYS * 24 * 3600 * 1000);
      const joined = await accept(invitee, invitation.token);
      expect(joined.rows[0]?.role).toBe('member');
      expect(await roleOf(invitee)).toBe('member');
      await expectFailure(accept(invitee, invitation.token), 'PT409', 'invite/used');
    });

    it('shows an invitation to whoever holds its token, with its derived state', async () => {
      const invitee = await createUser(backend, 'curious');
      const invitation = await invite(owner, invitee.email, 'viewer');
      const read = (by: TestUser) =>
        query<{ workspace_id: string; email: string; role: string; state: string }>(
          backend,
          by,
          'select * from public.get_invitation($1)',
          [invitation.token],
        ).then((r) => r.rows[0]);
      expect(await read(invitee)).toMatchObject({
        workspace_id: ws,
        email: invitee.email,
        role: 'viewer',
        state: 'pending',
      });
      await adminQuery(
        backend,
        `update public.invitations set created_at = now() - interval '8 days', expires_at = now() - interval '1 day' where id = $1`,
        [invitation.id],
      );
      expect((await read(invitee))?.state).toBe('expired');
      await query(backend, owner, 'select public.revoke_invitation($1)', [invitation.id]);
      expect((await read(outsider))?.state).toBe('revoked');
      await expectFailure(
        query(backend, invitee, 'select * from public.get_invitation($1)', ['not-a-token']),
        'PT404',
        'data/not-found',
      );
      const anonymous = await pgError(
        query(backend, null, 'select * from public.get_invitation($1)', [invitation.token]),
      );
      expect(anonymous.code).toBe('42501');
    });

    it('accepts an invitation once when the same link is opened twice at the same time', async () => {
      const invitee = await createUser(backend, 'double');
      const invitation = await invite(owner, invitee.email);
      const results = await Promise.allSettled([
        accept(invitee, invitation.token),
        accept(invitee, invitation.token),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(String(rejected.reason?.message)).toMatch(/^invite\/used:/);
      expect(await roleOf(invitee)).toBe('member');
    });

    it('refuses members, non-members and the owner role', async () => {
      await expectFailure(invite(member, 'x@example.test'), '42501', 'data/forbidden');
      await expectFailure(invite(outsider, 'x@example.test'), 'PT404', 'data/not-found');
      await expectFailure(invite(owner, 'x@example.test', 'owner'), '22023', 'data/invalid');
    });

    it('refuses a second pending invitation and an existing member as data/duplicate', async () => {
      await invite(owner, 'twice@example.test');
      await expectFailure(invite(owner, 'twice@example.test'), '23505', 'data/duplicate');
      await expectFailure(invite(owner, member.email), '23505', 'data/duplicate');
    });

    it('refuses the wrong email and an unverified email', async () => {
      const unverified = await createUser(backend, 'unverified', { confirmed: false });
      const invitation = await invite(owner, unverified.email);
      await expectFailure(accept(outsider, invitation.token), '42501', 'invite/wrong-email');
      await expectFailure(accept(unverified, invitation.token), '42501', 'invite/wrong-email');
      expect(await roleOf(unverified)).toBeNull();
    });

    it('refuses an expired invitation', async () => {
      const invitee = await createUser(backend, 'late');
      const invitation = await invite(owner, invitee.email);
      await adminQuery(
        backend,
        `update public.invitations set created_at = now() - interval '8 days', expires_at = now() - interval '1 day' where id = $1`,
        [invitation.id],
      );
      await expectFailure(accept(invitee, invitation.token), 'PT410', 'invite/expired');
    });

    it('refuses a revoked invitation, and revoking twice', async () => {
      const invitee = await createUser(backend, 'revoked');
      const invitation = await invite(owner, invitee.email);
      await expectFailure(
        query(backend, member, 'select public.revoke_invitation($1)', [invitation.id]),
        'PT404',
        'data/not-found',
      );
      await query(backend, adminUser, 'select public.revoke_invitation($1)', [invitation.id]);
      await expectFailure(accept(invitee, invitation.token), 'PT410', 'invite/revoked');
      await expectFailure(
        query(backend, adminUser, 'select public.revoke_invitation($1)', [invitation.id]),
        'PT410',
        'invite/revoked',
      );
    });

    it('refuses revoking an accepted invitation and an unknown token', async () => {
      const invitee = await createUser(backend, 'accepted');
      const invitation = await invite(owner, invitee.email);
      await accept(invitee, invitation.token);
      await expectFailure(
        query(backend, owner, 'select public.revoke_invitation($1)', [invitation.id]),
        'PT409',
        'invite/used',
      );
      await expectFailure(accept(invitee, 'no-such-token'), 'PT404', 'data/not-found');
    });
  });

  describe('change_member_role', () => {
    const change = (by: TestUser, target: TestUser, role: string) =>
      query(backend, by, 'select public.change_member_role($1, $2, $3)', [ws, target.id, role]);

    it('lets the owner promote to admin and an admin move people below admin', async () => {
      await change(owner, member, 'admin');
      expect(await roleOf(member)).toBe('admin');
      await change(adminUser, viewer, 'member');
      expect(await roleOf(viewer)).toBe('member');
      const kinds = await adminQuery<{ kind: string }>(
        backend,
        `select kind from public.activity where workspace_id = $1 and kind = 'member.role_changed'`,
        [ws],
      );
      expect(kinds).toHaveLength(2);
    });

    it('refuses admins touching admin rank, anyone granting owner, and members', async () => {
      await expectFailure(change(adminUser, member, 'admin'), '42501', 'data/forbidden');
      await expectFailure(change(owner, member, 'owner'), '42501', 'data/forbidden');
      await expectFailure(change(adminUser, owner, 'viewer'), '42501', 'data/forbidden');
      await expectFailure(change(member, viewer, 'member'), '42501', 'data/forbidden');
      await expectFailure(change(outsider, viewer, 'member'), 'PT404', 'data/not-found');
      expect(await roleOf(member)).toBe('member');
      expect(await roleOf(owner)).toBe('owner');
    });
  });

  describe('remove_member, leave_workspace, transfer_ownership', () => {
    const remove = (by: TestUser, target: TestUser) =>
      query(backend, by, 'select public.remove_member($1, $2)', [ws, target.id]);

    it('lets admins remove members and the owner remove admins, never the owner', async () => {
      await remove(adminUser, viewer);
      expect(await roleOf(viewer)).toBeNull();
      await expectFailure(remove(member, adminUser), '42501', 'data/forbidden');
      const second = await createUser(backend, 'admin2');
      await adminQuery(
        backend,
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'admin')`,
        [ws, second.id],
      );
      await expectFailure(remove(adminUser, second), '42501', 'data/forbidden');
      await remove(owner, second);
      expect(await roleOf(second)).toBeNull();
      await expectFailure(remove(adminUser, owner), '42501', 'data/forbidden');
    });

    it('lets members leave, but not the last owner', async () => {
      await query(backend, member, 'select public.leave_workspace($1)', [ws]);
      expect(await roleOf(member)).toBeNull();
      await expectFailure(
        query(backend, owner, 'select public.leave_workspace($1)', [ws]),
        '42501',
        'data/forbidden',
      );
      expect(await roleOf(owner)).toBe('owner');
    });

    it('transfers ownership to an admin only, leaving exactly one owner', async () => {
      await expectFailure(
        query(backend, owner, 'select public.transfer_ownership($1, $2)', [ws, member.id]),
        '42501',
        'data/forbidden',
      );
      await expectFailure(
        query(backend, adminUser, 'select public.transfer_ownership($1, $2)', [ws, adminUser.id]),
        '42501',
        'data/forbidden',
      );
      await query(backend, owner, 'select public.transfer_ownership($1, $2)', [ws, adminUser.id]);
      expect(await roleOf(adminUser)).toBe('owner');
      expect(await roleOf(owner)).toBe('admin');
      // The former owner may now leave.
      await query(backend, owner, 'select public.leave_workspace($1)', [ws]);
      expect(await roleOf(owner)).toBeNull();
    });
  });
});
