import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { slugSchema } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../src/index.js';
import { newClient, signedIn, startBackend } from './support/backend.js';
import {
  ACME,
  type Actor,
  codeOf,
  createTeam,
  demoActors,
  failure,
  newActor,
  type Team,
  uniqueSlug,
} from './support/data.js';

describe.each(engines)('workspaces on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let demo: { owner: Actor; member: Actor; viewer: Actor };

  beforeAll(async () => {
    backend = await startBackend(engine);
    [team, demo] = await Promise.all([createTeam(backend, 'ws'), demoActors(backend)]);
  });
  afterAll(() => backend?.stop());

  describe('listMine', () => {
    it('lists the caller’s workspaces by name with their role in each', async () => {
      const second = await team.viewer.client.workspaces.create({
        name: 'Aardvark Lab',
        slug: uniqueSlug('aardvark'),
      });
      const mine = await team.viewer.client.workspaces.listMine();
      expect(mine.map((w) => [w.name, w.role])).toEqual([
        ['Aardvark Lab', 'owner'],
        ['ws team', 'viewer'],
      ]);
      expect(mine[0]).toMatchObject({ id: second.id, slug: second.slug });
      expect(await team.outsider.client.workspaces.listMine()).toEqual([]);
      const acme = await demo.member.client.workspaces.listMine();
      expect(acme.map((w) => [w.slug, w.role])).toEqual([['acme', 'member']]);
    });

    it('refuses a signed-out client with data/forbidden', async () => {
      // Refused before any request, with the 401 the server gives a request without a session.
      expect(await failure(newClient(backend).workspaces.listMine())).toMatchObject({
        code: 'data/forbidden',
        status: 401,
      });
    });
  });

  describe('getBySlug', () => {
    it('returns the workspace with the caller’s role', async () => {
      const acme = await demo.viewer.client.workspaces.getBySlug('acme');
      expect(acme).toMatchObject({ id: ACME.workspaceId, name: 'Acme Product', role: 'viewer' });
      expect((await team.admin.client.workspaces.getBySlug(team.slug)).role).toBe('admin');
    });

    it('answers data/not-found to a non-member and for a missing slug alike', async () => {
      expect(await failure(team.outsider.client.workspaces.getBySlug('acme'))).toMatchObject({
        code: 'data/not-found',
        status: 404,
      });
      expect(await codeOf(demo.owner.client.workspaces.getBySlug(team.slug))).toBe(
        'data/not-found',
      );
      expect(await codeOf(demo.owner.client.workspaces.getBySlug('no-such-slug'))).toBe(
        'data/not-found',
      );
    });

    it('refuses a malformed slug before any request', async () => {
      const error = await failure(demo.owner.client.workspaces.getBySlug('Not A Slug'));
      expect(error.code).toBe('data/invalid');
      expect(error.fieldErrors.slug).toBeDefined();
      expect(error.status).toBeNull();
    });
  });

  describe('create', () => {
    it('creates a workspace owned by the caller', async () => {
      const slug = uniqueSlug('created');
      const created = await team.outsider.client.workspaces.create({ name: ' Fresh ', slug });
      expect(created).toMatchObject({ name: 'Fresh', slug, created_by: team.outsider.id });
      expect((await team.outsider.client.workspaces.getBySlug(slug)).role).toBe('owner');
    });

    it('refuses a taken slug as data/duplicate on the slug field, even one the caller cannot see', async () => {
      const error = await failure(
        team.outsider.client.workspaces.create({ name: 'Copycat', slug: 'acme' }),
      );
      expect(error.code).toBe('data/duplicate');
      expect(error.fieldErrors.slug).toEqual(['This is already taken.']);
    });

    it('refuses invalid input with field errors before any request', async () => {
      const error = await failure(
        team.outsider.client.workspaces.create({ name: '', slug: '-bad-' }),
      );
      expect(error.code).toBe('data/invalid');
      expect(Object.keys(error.fieldErrors).sort()).toEqual(['name', 'slug']);
      expect(error.status).toBeNull();
    });
  });

  describe('isSlugAvailable and suggestSlug', () => {
    it('sees slugs of workspaces the caller cannot read', async () => {
      expect(await team.outsider.client.workspaces.isSlugAvailable('acme')).toBe(false);
      expect(await team.outsider.client.workspaces.isSlugAvailable(team.slug)).toBe(false);
      expect(await team.outsider.client.workspaces.isSlugAvailable(uniqueSlug('free'))).toBe(true);
    });

    it('refuses a malformed slug, and a signed-out caller', async () => {
      const error = await failure(team.outsider.client.workspaces.isSlugAvailable('A!'));
      expect(error.fieldErrors.slug).toBeDefined();
      expect(await codeOf(newClient(backend).workspaces.isSlugAvailable('acme'))).toBe(
        'data/forbidden',
      );
    });

    it('suggests a valid slug without a request', async () => {
      const slug = team.outsider.client.workspaces.suggestSlug('Ünïcode Café Team');
      expect(slug).toBe('unicode-cafe-team');
      expect(slugSchema.safeParse(slug).success).toBe(true);
    });
  });

  describe('update', () => {
    it('lets an admin rename the workspace and change its slug', async () => {
      const own = await createTeam(backend, 'rename');
      const slug = uniqueSlug('renamed');
      const updated = await own.admin.client.workspaces.update({
        workspaceId: own.workspaceId,
        changes: {
          name: 'Renamed',
          slug,
        },
      });
      expect(updated).toMatchObject({ id: own.workspaceId, name: 'Renamed', slug });
      expect((await own.viewer.client.workspaces.getBySlug(slug)).name).toBe('Renamed');
      const unchanged = await own.admin.client.workspaces.update({
        workspaceId: own.workspaceId,
        changes: {},
      });
      expect(unchanged.updated_at).toBe(updated.updated_at);
    });

    it('refuses members and viewers with data/forbidden, non-members with data/not-found', async () => {
      for (const actor of [team.member, team.viewer]) {
        expect(
          await codeOf(
            actor.client.workspaces.update({
              workspaceId: team.workspaceId,
              changes: { name: 'X' },
            }),
          ),
        ).toBe('data/forbidden');
      }
      expect(
        await codeOf(
          team.outsider.client.workspaces.update({
            workspaceId: team.workspaceId,
            changes: { name: 'X' },
          }),
        ),
      ).toBe('data/not-found');
      expect((await team.owner.client.workspaces.getBySlug(team.slug)).name).toBe('ws team');
    });

    it('refuses a taken slug as data/duplicate on the slug field', async () => {
      const error = await failure(
        team.owner.client.workspaces.update({
          workspaceId: team.workspaceId,
          changes: { slug: 'acme' },
        }),
      );
      expect(error.code).toBe('data/duplicate');
      expect(error.fieldErrors.slug).toEqual(['This is already taken.']);
    });
  });

  describe('delete', () => {
    it('lets only the owner delete; admins and below get data/forbidden, others data/not-found', async () => {
      const doomed = await createTeam(backend, 'doomed');
      for (const actor of [doomed.admin, doomed.member, doomed.viewer]) {
        expect(await codeOf(actor.client.workspaces.delete(doomed.workspaceId))).toBe(
          'data/forbidden',
        );
      }
      expect(await codeOf(doomed.outsider.client.workspaces.delete(doomed.workspaceId))).toBe(
        'data/not-found',
      );
      await doomed.owner.client.workspaces.delete(doomed.workspaceId);
      expect(await codeOf(doomed.owner.client.workspaces.getBySlug(doomed.slug))).toBe(
        'data/not-found',
      );
      expect(await codeOf(doomed.owner.client.workspaces.delete(doomed.workspaceId))).toBe(
        'data/not-found',
      );
    });
  });

  describe('lastOpened and rememberOpened', () => {
    it('remembers the last workspace per user in the preferences storage', async () => {
      const preferences = createMemoryStorage();
      const first = await newActor(backend, 'prefs');
      const client = await signedIn(backend, first.email, undefined, { preferences });
      expect(await client.workspaces.lastOpened()).toBeNull();
      await client.workspaces.rememberOpened('acme');
      expect(await client.workspaces.lastOpened()).toBe('acme');
      expect(await preferences.getItem(`tandem:last-workspace:${first.id}`)).toBe('acme');
      // Another account in the same browser starts without one.
      const other = await signedIn(backend, team.outsider.email, undefined, { preferences });
      expect(await other.workspaces.lastOpened()).toBeNull();
    });
  });
});
