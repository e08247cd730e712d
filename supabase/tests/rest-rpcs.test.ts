import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { isErrorCode } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../types/database.js';
import { clientFor, type TandemClient } from './clients.js';
import { createUser, startBackend, type TestUser } from './helpers.js';
import { createBoard, createTask, createWorkspace, uniqueSlug } from './world.js';

/** A task row as inserted: `state_id` is left to the database's trigger. */
type TaskInsert = TablesInsert<'tasks'>;

/** The catalogue code an app derives from a PostgREST error: the message's prefix. */
function catalogueCode(error: { message: string } | null): string | undefined {
  const code = error?.message.split(':')[0];
  return code !== undefined && isErrorCode(code) ? code : undefined;
}

describe.each(engines)('RPCs and errors through supabase-js on %s', (engine) => {
  let backend: TestBackend;
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let ws: string;
  let asMember: TandemClient;

  beforeAll(async () => {
    backend = await startBackend(engine);
    [owner, member, viewer] = await Promise.all([
      createUser(backend, 'owner'),
      createUser(backend, 'member'),
      createUser(backend, 'viewer'),
    ]);
    ws = await createWorkspace(backend, owner, [
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
    asMember = await clientFor(backend, member);
  });
  afterAll(() => backend?.stop());

  it('reports a stale move as data/conflict (PT409) and keeps the task where it was', async () => {
    const board = await createBoard(backend, ws);
    const task = await createTask(backend, member, board);
    const first = await asMember.rpc('move_task', {
      task_id: task.id,
      status: 'todo',
      expected_version: task.version,
    });
    expect(first.error).toBeNull();
    expect(first.data?.version).toBe(task.version + 1);
    const stale = await asMember.rpc('move_task', {
      task_id: task.id,
      status: 'in_progress',
      expected_version: task.version,
    });
    expect(stale.error?.code).toBe('PT409');
    expect(stale.status).toBe(409);
    expect(catalogueCode(stale.error)).toBe('data/conflict');
    const { data } = await asMember
      .from('tasks')
      .select('status, version')
      .eq('id', task.id)
      .single();
    expect(data).toEqual({ status: 'todo', version: task.version + 1 });
  });

  it('reports duplicates, refusals and invitation states with their catalogue codes', async () => {
    const slug = uniqueSlug();
    expect((await asMember.rpc('create_workspace', { name: 'One', slug })).error).toBeNull();
    const duplicate = await asMember.rpc('create_workspace', { name: 'Two', slug });
    expect(duplicate.error?.code).toBe('23505');
    expect(catalogueCode(duplicate.error)).toBe('data/duplicate');

    const asViewer = await clientFor(backend, viewer);
    const forbidden = await asViewer.rpc('invite_member', {
      workspace_id: ws,
      email: 'someone@example.test',
      role: 'member',
    });
    expect(forbidden.error?.code).toBe('42501');
    expect(catalogueCode(forbidden.error)).toBe('data/forbidden');

    const asOwner = await clientFor(backend, owner);
    const invitation = await asOwner.rpc('invite_member', {
      workspace_id: ws,
      email: 'someone@example.test',
      role: 'member',
    });
    expect(invitation.error).toBeNull();
    const wrong = await asViewer.rpc('accept_invitation', { token: invitation.data?.token ?? '' });
    expect(catalogueCode(wrong.error)).toBe('invite/wrong-email');

    const rls = await asViewer.from('tasks').insert({
      board_id: await createBoard(backend, ws),
      workspace_id: ws,
      title: 'Not allowed',
      number: 1,
      position: 'a0',
      // Filled from the status by the tasks_align_state trigger.
    } as TaskInsert);
    expect(rls.error?.code).toBe('42501');
    expect(rls.status).toBe(403);
  });

  it('lands 20 concurrent HTTP moves into the same slot in distinct, ordered places', async () => {
    const board = await createBoard(backend, ws);
    const first = await createTask(backend, member, board, { status: 'todo' });
    const last = await createTask(backend, member, board, { status: 'todo' });
    const movers = [];
    for (let i = 0; i < 20; i += 1) movers.push(await createTask(backend, member, board));
    const results = await Promise.all(
      movers.map((task) =>
        asMember.rpc('move_task', {
          task_id: task.id,
          status: 'todo',
          after_id: first.id,
          before_id: last.id,
          expected_version: task.version,
        }),
      ),
    );
    expect(results.map((r) => r.error)).toEqual(movers.map(() => null));
    const { data } = await asMember
      .from('tasks')
      .select('id, position')
      .eq('board_id', board)
      .eq('status', 'todo')
      .order('position');
    const ids = (data ?? []).map((t) => t.id);
    expect(ids).toHaveLength(22);
    expect(ids[0]).toBe(first.id);
    expect(ids[21]).toBe(last.id);
    expect(new Set((data ?? []).map((t) => t.position)).size).toBe(22);
  });
});
