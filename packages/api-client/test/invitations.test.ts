import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startBackend, uniqueEmail } from './support/backend.js';
import {
  addMembership,
  adminSql,
  codeOf,
  createTeam,
  failure,
  newActor,
  type Team,
} from './support/data.js';

describe.each(engines)('invitations on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'inv');
  });
  afterAll(() => backend?.stop());

  const inviteNew = async (tag: string, role: 'viewer' | 'member' | 'admin' = 'member') => {
    const invitee = await newActor(backend, tag);
    const invitation = await team.admin.client.invitations.invite({
      workspaceId: team.workspaceId,
      email: invitee.email,
      role,
    });
    return { invitee, invitation };
  };

  it('invites, shows the link’s invitation, and lets the invitee join once', async () => {
    const { invitee, invitation } = await inviteNew('joiner', 'viewer');
    expect(invitation).toMatchObject({
      workspace_id: team.workspaceId,
      email: invitee.email,
      role: 'viewer',
      invited_by: team.admin.id,
      accepted_at: null,
      revoked_at: null,
    });
    expect(invitation.token.length).toBeGreaterThanOrEqual(32);
    const link = team.admin.client.invitations.linkFor(invitation.token);
    expect(link).toBe(`http://localhost:5173/invite/${invitation.token}`);
    // The whole invitation also names the address, for the invitee's sign-up form.
    expect(team.admin.client.invitations.linkFor(invitation)).toBe(
      `${link}?email=${encodeURIComponent(invitee.email)}`,
    );

    const pending = await team.owner.client.invitations.listPending(team.workspaceId);
    expect(pending.map((i) => i.id)).toContain(invitation.id);

    expect(await invitee.client.invitations.get(invitation.token)).toEqual({
      workspace_id: team.workspaceId,
      workspace_name: 'inv team',
      workspace_slug: team.slug,
      email: invitee.email,
      role: 'viewer',
      state: 'pending',
      expires_at: expect.any(String),
    });

    expect(await invitee.client.invitations.accept(invitation.token)).toEqual({
      workspace_id: team.workspaceId,
      workspace_slug: team.slug,
    });
    expect((await invitee.client.workspaces.getBySlug(team.slug)).role).toBe('viewer');
    expect((await invitee.client.invitations.get(invitation.token)).state).toBe('accepted');
    expect(await codeOf(invitee.client.invitations.accept(invitation.token))).toBe('invite/used');
    expect(
      (await team.owner.client.invitations.listPending(team.workspaceId)).map((i) => i.id),
    ).not.toContain(invitation.id);
  });

  it('lists pending invitations newest first, to admins only', async () => {
    const first = await team.owner.client.invitations.invite({
      workspaceId: team.workspaceId,
      email: uniqueEmail('first'),
    });
    const second = await team.owner.client.invitations.invite({
      workspaceId: team.workspaceId,
      email: uniqueEmail('second'),
    });
    expect(first.role).toBe('member');
    const ids = (await team.admin.client.invitations.listPending(team.workspaceId)).map(
      (i) => i.id,
    );
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(await team.member.client.invitations.listPending(team.workspaceId)).toEqual([]);
    expect(await team.outsider.client.invitations.listPending(team.workspaceId)).toEqual([]);
  });

  it('refuses members and viewers with data/forbidden, non-members with data/not-found', async () => {
    const input = { workspaceId: team.workspaceId, email: uniqueEmail('nope') };
    expect(await codeOf(team.member.client.invitations.invite(input))).toBe('data/forbidden');
    expect(await codeOf(team.viewer.client.invitations.invite(input))).toBe('data/forbidden');
    expect(await codeOf(team.outsider.client.invitations.invite(input))).toBe('data/not-found');
  });

  it('refuses inviting twice or inviting a member as data/duplicate on the email field', async () => {
    const email = uniqueEmail('twice');
    await team.admin.client.invitations.invite({ workspaceId: team.workspaceId, email });
    const twice = await failure(
      team.admin.client.invitations.invite({ workspaceId: team.workspaceId, email }),
    );
    expect(twice.code).toBe('data/duplicate');
    expect(twice.fieldErrors.email).toEqual(['This is already taken.']);
    const member = await failure(
      team.admin.client.invitations.invite({
        workspaceId: team.workspaceId,
        email: team.member.email,
      }),
    );
    expect(member.code).toBe('data/duplicate');
  });

  it('refuses invalid input before any request', async () => {
    const error = await failure(
      team.admin.client.invitations.invite({
        workspaceId: team.workspaceId,
        email: 'not an email',
        role: 'owner' as 'admin',
      }),
    );
    expect(error.code).toBe('data/invalid');
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['email', 'role']);
    expect(await codeOf(team.admin.client.invitations.accept('  '))).toBe('data/invalid');
  });

  it('refuses an expired invitation with invite/expired', async () => {
    const { invitee, invitation } = await inviteNew('late');
    await adminSql(
      backend,
      `update public.invitations set created_at = now() - interval '8 days', expires_at = now() - interval '1 day' where id = $1`,
      [invitation.id],
    );
    expect((await invitee.client.invitations.get(invitation.token)).state).toBe('expired');
    expect(await codeOf(invitee.client.invitations.accept(invitation.token))).toBe(
      'invite/expired',
    );
    expect(
      (await team.owner.client.invitations.listPending(team.workspaceId)).map((i) => i.id),
    ).not.toContain(invitation.id);
  });

  it('revokes: invite/revoked for accepting or revoking again, invite/used for an accepted one', async () => {
    const { invitee, invitation } = await inviteNew('revoked');
    expect(await codeOf(team.member.client.invitations.revoke(invitation.id))).toBe(
      'data/not-found',
    );
    const revoked = await team.admin.client.invitations.revoke(invitation.id);
    expect(revoked.revoked_at).not.toBeNull();
    expect((await invitee.client.invitations.get(invitation.token)).state).toBe('revoked');
    expect(await codeOf(invitee.client.invitations.accept(invitation.token))).toBe(
      'invite/revoked',
    );
    expect(await codeOf(team.admin.client.invitations.revoke(invitation.id))).toBe(
      'invite/revoked',
    );

    const accepted = await inviteNew('accepted');
    await accepted.invitee.client.invitations.accept(accepted.invitation.token);
    expect(await codeOf(team.owner.client.invitations.revoke(accepted.invitation.id))).toBe(
      'invite/used',
    );
  });

  it('refuses another address with invite/wrong-email, and shows it the invitation', async () => {
    const { invitation } = await inviteNew('intended');
    const info = await team.outsider.client.invitations.get(invitation.token);
    expect(info.state).toBe('pending');
    expect(await codeOf(team.outsider.client.invitations.accept(invitation.token))).toBe(
      'invite/wrong-email',
    );
    expect(await codeOf(team.outsider.client.workspaces.getBySlug(team.slug))).toBe(
      'data/not-found',
    );
  });

  it('answers data/not-found for an unknown token, and data/forbidden when signed out', async () => {
    expect(await codeOf(team.outsider.client.invitations.get('no-such-token'))).toBe(
      'data/not-found',
    );
    expect(await codeOf(team.outsider.client.invitations.accept('no-such-token'))).toBe(
      'data/not-found',
    );
    expect(await codeOf(newClient(backend).invitations.get('no-such-token'))).toBe(
      'data/forbidden',
    );
  });

  it('refuses accepting into a workspace the caller already joined as data/duplicate', async () => {
    const { invitee, invitation } = await inviteNew('already');
    await addMembership(backend, team.workspaceId, invitee.id, 'viewer');
    expect(await codeOf(invitee.client.invitations.accept(invitation.token))).toBe(
      'data/duplicate',
    );
  });

  it('refuses the 21st pending invitation as data/invalid (last: it fills the workspace)', async () => {
    const pending = await team.owner.client.invitations.listPending(team.workspaceId);
    for (let i = pending.length; i < 20; i += 1) {
      await team.owner.client.invitations.invite({
        workspaceId: team.workspaceId,
        email: uniqueEmail(`fill${i}`),
      });
    }
    const error = await failure(
      team.owner.client.invitations.invite({
        workspaceId: team.workspaceId,
        email: uniqueEmail('overflow'),
      }),
    );
    expect(error.code).toBe('data/invalid');
    expect(error.message).toBe('A workspace can have at most 20 pending invitations.');
  });

  it('builds a path-only link without an app URL', () => {
    const client = newClient(backend, { auth: { appUrl: undefined } });
    expect(client.invitations.linkFor('a b')).toBe('/invite/a%20b');
  });
});
