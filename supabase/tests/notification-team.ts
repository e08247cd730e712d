import type { TestBackend } from '@tandem/local-backend/testing';
import { adminQuery, createUser, query, type TestUser } from './helpers.js';
import { createBoard, createTask, createWorkspace } from './world.js';

/**
 * A workspace with one person per role and a board with a task the member created, plus
 * `stranger`, the owner of another workspace with its own board.
 */
export interface Team {
  owner: TestUser;
  admin: TestUser;
  member: TestUser;
  viewer: TestUser;
  stranger: TestUser;
  workspaceId: string;
  boardId: string;
  taskId: string;
  otherWorkspaceId: string;
  otherBoardId: string;
}

/** Builds a {@link Team}. */
export async function createTeam(backend: TestBackend): Promise<Team> {
  const [owner, admin, member, viewer, stranger] = await Promise.all([
    createUser(backend, 'owner', { displayName: 'Olivia' }),
    createUser(backend, 'admin', { displayName: 'Adam' }),
    createUser(backend, 'member', { displayName: 'Mia' }),
    createUser(backend, 'viewer', { displayName: 'Vera' }),
    createUser(backend, 'stranger', { displayName: 'Sam' }),
  ]);
  const workspaceId = await createWorkspace(backend, owner, [
    [admin, 'admin'],
    [member, 'member'],
    [viewer, 'viewer'],
  ]);
  const boardId = await createBoard(backend, workspaceId, 'Roadmap');
  const task = await createTask(backend, member, boardId, { title: 'Ship it', status: 'todo' });
  const otherWorkspaceId = await createWorkspace(backend, stranger);
  const otherBoardId = await createBoard(backend, otherWorkspaceId, 'Elsewhere');
  return {
    owner,
    admin,
    member,
    viewer,
    stranger,
    workspaceId,
    boardId,
    taskId: task.id,
    otherWorkspaceId,
    otherBoardId,
  };
}

/** A row of `public.notifications`, as tests read it. */
export interface NotificationRow {
  id: string;
  recipient_id: string;
  workspace_id: string;
  task_id: string | null;
  kind: string;
  actor_id: string | null;
  details: Record<string, unknown>;
  count: number;
  in_app: boolean;
  read_at: Date | null;
  emailed_at: Date | null;
}

/** Every notification of `person`, oldest first, whatever RLS says (the service's view). */
export function notificationsOf(backend: TestBackend, person: TestUser) {
  return adminQuery<NotificationRow>(
    backend,
    'select * from public.notifications where recipient_id = $1 order by created_at, id',
    [person.id],
  );
}

/** What `person` reads of their notifications through RLS. */
export async function visibleTo(backend: TestBackend, person: TestUser) {
  const result = await query<NotificationRow>(
    backend,
    person,
    'select * from public.notifications order by created_at, id',
  );
  return result.rows;
}

/** Comments on `taskId` as `author`. */
export async function comment(
  backend: TestBackend,
  author: TestUser,
  taskId: string,
  body: string,
) {
  const result = await query<{ id: string; mentions: string[] }>(
    backend,
    author,
    'insert into public.comments (task_id, workspace_id, body) values ($1, $2, $3) returning id, mentions',
    [taskId, '00000000-0000-4000-8000-000000000000', body],
  );
  return result.rows[0] as { id: string; mentions: string[] };
}

/** Updates one column of a task as `actor`. */
export function updateTask(
  backend: TestBackend,
  actor: TestUser,
  taskId: string,
  column:
    | 'status'
    | 'assignee_id'
    | 'description'
    | 'title'
    | 'priority'
    | 'due_date'
    | 'labels'
    | 'board_id',
  value: unknown,
) {
  return query(backend, actor, `update public.tasks set ${column} = $2 where id = $1`, [
    taskId,
    value,
  ]);
}

/** The user ids watching `taskId`. */
export async function watchersOf(backend: TestBackend, taskId: string): Promise<string[]> {
  const rows = await adminQuery<{ user_id: string }>(
    backend,
    'select user_id from public.task_watchers where task_id = $1 order by user_id',
    [taskId],
  );
  return rows.map((row) => row.user_id);
}
