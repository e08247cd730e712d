import { randomUUID } from 'node:crypto';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from './clients.js';
import { type Actor, adminQuery, pgError, query, startBackend } from './helpers.js';
import { buildWorld, createBoard, storeAttachmentObject, type World } from './world.js';

/** An error with the parent id blanked, so "exists" and "missing" compare as one answer. */
function shape(error: { code: string; message: string }, id: string) {
  return { code: error.code, message: error.message.replaceAll(id, '<id>') };
}

const NOT_FOUND_BOARD = { code: '23503', message: 'data/not-found: board <id> not found' };
const NOT_FOUND_TASK = { code: '23503', message: 'data/not-found: task <id> not found' };

describe.each(engines)('no existence oracle for parents the caller cannot see on %s', (engine) => {
  let backend: TestBackend;
  let world: World;
  let archivedBoardId: string;
  beforeAll(async () => {
    backend = await startBackend(engine);
    world = await buildWorld(backend);
    archivedBoardId = await createBoard(backend, world.workspaceId, 'Archived');
    await adminQuery(backend, 'update public.boards set archived_at = now() where id = $1', [
      archivedBoardId,
    ]);
  });
  afterAll(() => backend?.stop());

  const insertTask = (actor: Actor, boardId: string) =>
    pgError(
      query(backend, actor, `insert into public.tasks (board_id, title) values ($1, 'Probe')`, [
        boardId,
      ]),
    );

  it('answers an invisible board exactly as a missing one, in SQL, for every outsider', async () => {
    const missing = randomUUID();
    for (const actor of [world.users.outsider, world.users.elsewhere]) {
      for (const boardId of [world.boardId, archivedBoardId, missing]) {
        expect(shape(await insertTask(actor, boardId), boardId)).toEqual(NOT_FOUND_BOARD);
      }
    }
    // Anonymous callers hold no grant on tasks: refused before any board is looked up.
    for (const boardId of [world.boardId, archivedBoardId, missing]) {
      expect(await insertTask(null, boardId)).toMatchObject({ code: '42501' });
    }
  });

  it('still tells members about their own boards', async () => {
    const archived = await insertTask(world.users.member, archivedBoardId);
    expect(archived).toMatchObject({
      code: '23514',
      message: 'data/invalid: the board is archived',
    });
    const viewer = await insertTask(world.users.viewer, world.boardId);
    expect(viewer.code).toBe('42501');
  });

  it('answers an invisible task exactly as a missing one for attachments', async () => {
    const path = `${world.workspaceId}/${world.taskId}/probe.txt`;
    await storeAttachmentObject(backend, path, world.users.member);
    const missing = randomUUID();
    for (const taskId of [world.taskId, missing]) {
      const error = await pgError(
        query(
          backend,
          world.users.outsider,
          `insert into public.attachments (task_id, object_path, file_name, mime_type, size_bytes)
           values ($1, $2, 'probe.txt', 'text/plain', 5)`,
          [taskId, path],
        ),
      );
      expect(shape(error, taskId)).toEqual(NOT_FOUND_TASK);
    }
  });

  it('answers both the same through supabase-js: 409 data/not-found', async () => {
    const outsider = await clientFor(backend, world.users.outsider);
    const answers = [];
    for (const boardId of [world.boardId, randomUUID()]) {
      const { error, status } = await outsider
        .from('tasks')
        // The trigger fills workspace_id, number and position; the generated types cannot know.
        .insert({ board_id: boardId, title: 'Probe' } as never)
        .select();
      answers.push({
        status,
        code: error?.code,
        message: error?.message.replaceAll(boardId, '<id>'),
      });
    }
    expect(answers[0]).toEqual({ status: 409, ...NOT_FOUND_BOARD });
    expect(answers[1]).toEqual(answers[0]);
  });
});
