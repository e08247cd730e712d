import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { PAGE_SIZE, type Task } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './support/backend.js';
import {
  adminSql,
  codeOf,
  collectPages,
  createTeam,
  failure,
  type Team,
  taskWithBulkComments,
} from './support/data.js';

describe.each(engines)('comments on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let task: Task;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'comments');
    const board = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Talk',
    });
    task = await team.member.client.tasks.create({
      boardId: board.id,
      title: 'Discuss',
    });
  });
  afterAll(() => backend?.stop());

  const say = (body: string, by = team.member) =>
    by.client.comments.create({ taskId: task.id, body });

  describe('create', () => {
    it('lets a member comment; the author is the caller', async () => {
      const comment = await say('  Looks **good**  ');
      expect(comment).toMatchObject({
        task_id: task.id,
        workspace_id: team.workspaceId,
        author_id: team.member.id,
        body: 'Looks **good**',
        edited_at: null,
        deleted_at: null,
      });
    });

    it('refuses viewers and non-members with data/forbidden', async () => {
      expect(await codeOf(say('Hi', team.viewer))).toBe('data/forbidden');
      expect(await codeOf(say('Hi', team.outsider))).toBe('data/forbidden');
    });

    it('refuses an empty or too long body before any request', async () => {
      const empty = await failure(say('   '));
      expect(empty.code).toBe('data/invalid');
      expect(empty.fieldErrors.body).toEqual(['Comment cannot be empty']);
      expect(empty.status).toBeNull();
      expect((await failure(say('x'.repeat(4001)))).fieldErrors.body).toBeDefined();
    });
  });

  describe('edit', () => {
    it('lets the author edit their comment and stamps edited_at', async () => {
      const comment = await say('Frist');
      const edited = await team.member.client.comments.edit({
        commentId: comment.id,
        body: 'First',
      });
      expect(edited).toMatchObject({ id: comment.id, body: 'First' });
      expect(edited.edited_at).not.toBeNull();
    });

    it('refuses everyone else: admins and members with data/forbidden, non-members with data/not-found', async () => {
      const comment = await say('Mine');
      for (const actor of [team.admin, team.owner, team.viewer]) {
        expect(
          await codeOf(actor.client.comments.edit({ commentId: comment.id, body: 'Theirs' })),
        ).toBe('data/forbidden');
      }
      const other = await say('Admin’s', team.admin);
      expect(
        await codeOf(team.member.client.comments.edit({ commentId: other.id, body: 'Mine now' })),
      ).toBe('data/forbidden');
      expect(
        await codeOf(team.outsider.client.comments.edit({ commentId: comment.id, body: 'X' })),
      ).toBe('data/not-found');
      const [{ body }] = (await adminSql<{ body: string }>(
        backend,
        'select body from public.comments where id = $1',
        [comment.id],
      )) as [{ body: string }];
      expect(body).toBe('Mine');
    });
  });

  describe('delete', () => {
    it('soft-deletes: the author their own, admins anyone’s; members and viewers are refused', async () => {
      const own = await say('Oops');
      const deleted = await team.member.client.comments.delete(own.id);
      expect(deleted.deleted_at).not.toBeNull();
      expect(deleted.body).toBe('Oops');
      expect((await team.member.client.comments.delete(own.id)).deleted_at).toBe(
        deleted.deleted_at,
      );
      expect(
        await codeOf(team.member.client.comments.edit({ commentId: own.id, body: 'Back' })),
      ).toBe('data/invalid');

      const others = await say('Spam', team.admin);
      expect(await codeOf(team.member.client.comments.delete(others.id))).toBe('data/forbidden');
      expect(await codeOf(team.viewer.client.comments.delete(others.id))).toBe('data/forbidden');
      expect(await codeOf(team.outsider.client.comments.delete(others.id))).toBe('data/not-found');
      const byMember = await say('Off topic');
      expect((await team.admin.client.comments.delete(byMember.id)).deleted_at).not.toBeNull();

      const ids = (await team.viewer.client.comments.list(task.id)).items.map((c) => c.id);
      expect(ids).toEqual(expect.arrayContaining([own.id, byMember.id]));
    });
  });

  describe('list', () => {
    it('pages by 50: newest page first, each oldest to newest, across comments with equal times', async () => {
      // 70 comments in one statement share one created_at: pages must cut them by id.
      const busy = await taskWithBulkComments(backend, team, 70);
      for (let i = 0; i < 5; i += 1) {
        await team.admin.client.comments.create({ taskId: busy.id, body: `late ${i}` });
      }
      const expected = await adminSql<{ id: string }>(
        backend,
        'select id from public.comments where task_id = $1 order by created_at, id',
        [busy.id],
      );
      expect(expected).toHaveLength(75);

      const pages = await collectPages((cursor) =>
        team.viewer.client.comments.list(busy.id, { cursor }),
      );
      expect(pages.map((page) => page.length)).toEqual([PAGE_SIZE, 25]);
      expect(pages[0]?.at(-1)?.body).toBe('late 4');
      expect(
        pages
          .reverse()
          .flat()
          .map((c) => c.id),
      ).toEqual(expected.map((row) => row.id));
    });

    it('returns one page without cursor for a short thread, nothing to non-members', async () => {
      const first = await team.viewer.client.comments.list(task.id);
      expect(first.nextCursor).toBeNull();
      expect(first.items.length).toBeGreaterThan(0);
      const times = first.items.map((c) => c.created_at);
      expect([...times].sort()).toEqual(times);
      expect(await team.outsider.client.comments.list(task.id)).toEqual({
        items: [],
        nextCursor: null,
      });
    });

    it('refuses a cursor it did not make, before any request', async () => {
      const error = await failure(team.viewer.client.comments.list(task.id, { cursor: 'abc' }));
      expect(error.code).toBe('data/invalid');
      expect(error.fieldErrors.cursor).toBeDefined();
    });
  });
});
