import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTandemClient } from '../src/index.js';
import { startBackend } from './support/backend.js';
import { ACME, codeOf, createTeam, failure, type Team } from './support/data.js';

describe.each(engines)('boards on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'boards');
  });
  afterAll(() => backend?.stop());

  it('lets an admin create, rename, archive and restore a board', async () => {
    const board = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: ' Launch ',
      description: '  ',
    });
    expect(board).toMatchObject({
      workspace_id: team.workspaceId,
      name: 'Launch',
      description: null,
      archived_at: null,
      created_by: team.admin.id,
    });
    expect(await team.viewer.client.boards.get(board.id)).toEqual(board);

    const renamed = await team.owner.client.boards.update({
      boardId: board.id,
      changes: {
        name: 'Launch plan',
        description: 'What ships when.',
      },
    });
    expect(renamed).toMatchObject({ name: 'Launch plan', description: 'What ships when.' });

    const archived = await team.admin.client.boards.archive(board.id);
    expect(archived.archived_at).not.toBeNull();
    expect((await team.member.client.boards.list(team.workspaceId)).map((b) => b.id)).not.toContain(
      board.id,
    );
    const all = await team.member.client.boards.list(team.workspaceId, { includeArchived: true });
    expect(all.map((b) => b.id)).toContain(board.id);

    const restored = await team.admin.client.boards.restore(board.id);
    expect(restored.archived_at).toBeNull();
    expect((await team.member.client.boards.list(team.workspaceId)).map((b) => b.id)).toContain(
      board.id,
    );
  });

  it('lists boards oldest first', async () => {
    const first = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Zeta',
    });
    const second = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Alpha',
    });
    const ids = (await team.viewer.client.boards.list(team.workspaceId)).map((b) => b.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
  });

  it('refuses members and viewers with data/forbidden', async () => {
    const board = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Guarded',
    });
    for (const actor of [team.member, team.viewer]) {
      expect(
        await codeOf(actor.client.boards.create({ workspaceId: team.workspaceId, name: 'No' })),
      ).toBe('data/forbidden');
      expect(
        await codeOf(actor.client.boards.update({ boardId: board.id, changes: { name: 'No' } })),
      ).toBe('data/forbidden');
      expect(await codeOf(actor.client.boards.archive(board.id))).toBe('data/forbidden');
    }
    await team.owner.client.boards.archive(board.id);
    for (const actor of [team.member, team.viewer]) {
      expect(await codeOf(actor.client.boards.restore(board.id))).toBe('data/forbidden');
    }
    const stillArchived = await team.admin.client.boards.get(board.id);
    expect(stillArchived).toMatchObject({ name: 'Guarded' });
    expect(stillArchived.archived_at).not.toBeNull();
  });

  it('shows a non-member nothing: data/not-found, empty lists, refused writes', async () => {
    const outsider = team.outsider.client;
    expect(await codeOf(outsider.boards.get(ACME.roadmapBoardId))).toBe('data/not-found');
    expect(await outsider.boards.list(ACME.workspaceId, { includeArchived: true })).toEqual([]);
    expect(await codeOf(outsider.boards.archive(ACME.roadmapBoardId))).toBe('data/not-found');
    expect(await codeOf(outsider.boards.restore(ACME.roadmapBoardId))).toBe('data/not-found');
    expect(
      await codeOf(outsider.boards.create({ workspaceId: ACME.workspaceId, name: 'Sneaky' })),
    ).toBe('data/forbidden');
    expect(await codeOf(team.admin.client.boards.get(crypto.randomUUID()))).toBe('data/not-found');
  });

  it('reports an unreachable server as network/offline', async () => {
    const offline = createTandemClient({ url: 'http://127.0.0.1:9', key: backend.publishableKey });
    const error = await failure(offline.boards.list(ACME.workspaceId));
    // No HTTP answer: no status, and the fetch's own error kept as the cause.
    expect(error).toMatchObject({ code: 'network/offline', status: null });
    expect(error.cause).toBeDefined();
  });

  it('refuses invalid input before any request, and the 51st board in the database', async () => {
    const error = await failure(
      team.admin.client.boards.create({ workspaceId: team.workspaceId, name: 'x'.repeat(61) }),
    );
    expect(error.code).toBe('data/invalid');
    expect(error.fieldErrors.name).toEqual(['Name must be at most 60 characters']);
    expect(error.status).toBeNull();
    expect(await codeOf(team.admin.client.boards.get('not-a-uuid'))).toBe('data/invalid');

    const existing = (
      await team.admin.client.boards.list(team.workspaceId, { includeArchived: true })
    ).length;
    for (let i = existing; i < 50; i += 1) {
      await team.admin.client.boards.create({ workspaceId: team.workspaceId, name: `B${i}` });
    }
    const limit = await failure(
      team.admin.client.boards.create({ workspaceId: team.workspaceId, name: 'One too many' }),
    );
    expect(limit.code).toBe('data/invalid');
    expect(limit.message).toBe('A workspace can have at most 50 boards.');
  });
});
