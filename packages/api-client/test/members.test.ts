import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startBackend } from './support/backend.js';
import {
  ACME,
  type Actor,
  addMember,
  addMembership,
  codeOf,
  createTeam,
  demoActors,
  failure,
  newActor,
  type Team,
  uniqueSlug,
} from './support/data.js';

describe.each(engines)('members on %s', (engine) => {
  let backend: TestBackend;
  let demo: { owner: Actor; member: Actor; viewer: Actor };
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
    [demo, team] = await Promise.all([demoActors(backend), createTeam(backend, 'members')]);
  });
  afterAll(() => backend?.stop());

  const roleOf = async (userId: string) =>
    (await team.owner.client.members.list(team.workspaceId)).find((m) => m.user_id === userId)
      ?.role ?? null;

  describe('list', () => {
    it('lists members with their profiles, the owner first, then by name', async () => {
      const members = await demo.viewer.client.members.list(ACME.workspaceId);
      expect(members.map((m) => [m.profile.display_name, m.role])).toEqual([
        ['Olivia Owner', 'owner'],
        ['Max Member', 'member'],
        ['Vera Viewer', 'viewer'],
      ]);
      expect(members[0]?.profile.id).toBe(ACME.ownerId);
      expect(members.map((m) => m.email)).toEqual([
        'owner@demo.tandem.test',
        'member@demo.tandem.test',
        'viewer@demo.tandem.test',
      ]);
    });

    it('shows a non-member nothing', async () => {
      expect(await team.outsider.client.members.list(ACME.workspaceId)).toEqual([]);
    });
  });

  describe('changeRole', () => {
    it('lets the owner promote to admin and an admin move people below admin', async () => {
      const [promoted, moved] = await Promise.all([
        addMember(backend, team.workspaceId, 'member', 'promoted'),
        addMember(backend, team.workspaceId, 'viewer', 'moved'),
      ]);
      const row = await team.owner.client.members.changeRole({
        workspaceId: team.workspaceId,
        userId: promoted.id,
        role: 'admin',
      });
      expect(row).toMatchObject({ workspace_id: team.workspaceId, user_id: promoted.id });
      expect(row.role).toBe('admin');
      await team.admin.client.members.changeRole({
        workspaceId: team.workspaceId,
        userId: moved.id,
        role: 'member',
      });
      expect(await roleOf(promoted.id)).toBe('admin');
      expect(await roleOf(moved.id)).toBe('member');
    });

    it('refuses what §4 forbids with data/forbidden, non-members with data/not-found', async () => {
      const target = await addMember(backend, team.workspaceId, 'member', 'target');
      const change = (by: Actor, userId: string, role: 'viewer' | 'member' | 'admin' | 'owner') =>
        codeOf(
          by.client.members.changeRole({ workspaceId: team.workspaceId, userId: userId, role }),
        );
      expect(await change(team.admin, target.id, 'admin')).toBe('data/forbidden');
      expect(await change(team.owner, target.id, 'owner')).toBe('data/forbidden');
      expect(await change(team.admin, team.owner.id, 'viewer')).toBe('data/forbidden');
      expect(await change(team.member, target.id, 'viewer')).toBe('data/forbidden');
      expect(await change(team.viewer, target.id, 'viewer')).toBe('data/forbidden');
      expect(await change(team.outsider, target.id, 'viewer')).toBe('data/not-found');
      expect(await change(team.owner, team.outsider.id, 'member')).toBe('data/not-found');
      expect(await roleOf(target.id)).toBe('member');
    });

    it('refuses a bad role or id before any request', async () => {
      const error = await failure(
        demo.owner.client.members.changeRole({
          workspaceId: 'nope',
          userId: ACME.memberId,
          role: 'boss' as 'admin',
        }),
      );
      expect(error.code).toBe('data/invalid');
      expect(Object.keys(error.fieldErrors).sort()).toEqual(['role', 'workspaceId']);
    });
  });

  describe('remove and leave', () => {
    it('lets an admin remove a viewer; refuses removing the owner, and members removing anyone', async () => {
      const gone = await addMember(backend, team.workspaceId, 'viewer', 'gone');
      const ref = (userId: string) => ({ workspaceId: team.workspaceId, userId });
      expect(await codeOf(team.member.client.members.remove(ref(gone.id)))).toBe('data/forbidden');
      expect(await codeOf(team.viewer.client.members.remove(ref(gone.id)))).toBe('data/forbidden');
      expect(await codeOf(team.admin.client.members.remove(ref(team.owner.id)))).toBe(
        'data/forbidden',
      );
      expect(await codeOf(team.outsider.client.members.remove(ref(gone.id)))).toBe(
        'data/not-found',
      );
      await team.admin.client.members.remove(ref(gone.id));
      expect(await roleOf(gone.id)).toBeNull();
      expect(await codeOf(team.admin.client.members.remove(ref(gone.id)))).toBe('data/not-found');
    });

    it('lets a member leave, but not the owner', async () => {
      const leaver = await addMember(backend, team.workspaceId, 'member', 'leaver');
      const client = await signedIn(backend, leaver.email);
      await client.members.leave(team.workspaceId);
      expect(await client.workspaces.listMine()).toEqual([]);
      expect(await roleOf(leaver.id)).toBeNull();
      expect(await codeOf(client.members.leave(team.workspaceId))).toBe('data/not-found');
      const error = await failure(team.owner.client.members.leave(team.workspaceId));
      expect(error.code).toBe('data/forbidden');
      expect(error.message).toMatch(/transfer ownership/);
    });
  });

  describe('transferOwnership', () => {
    it('hands ownership to an admin only; the former owner becomes an admin', async () => {
      const owner = await newActor(backend, 'handover');
      const workspace = await owner.client.workspaces.create({
        name: 'Handover',
        slug: uniqueSlug('handover'),
      });
      const heir = await addMember(backend, workspace.id, 'admin', 'heir');
      await addMembership(backend, workspace.id, team.member.id, 'member');
      const to = (by: Actor, userId: string) =>
        by.client.members.transferOwnership({ workspaceId: workspace.id, newOwnerId: userId });
      expect(await codeOf(to(owner, team.member.id))).toBe('data/forbidden');
      expect(await codeOf(to(team.member, team.member.id))).toBe('data/forbidden');
      expect(await codeOf(to(team.outsider, heir.id))).toBe('data/not-found');
      await to(owner, heir.id);
      const members = await owner.client.members.list(workspace.id);
      expect(members.map((m) => [m.user_id, m.role])).toEqual([
        [heir.id, 'owner'],
        [owner.id, 'admin'],
        [team.member.id, 'member'],
      ]);
    });
  });
});
