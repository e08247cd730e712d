import { randomUUID } from 'node:crypto';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '@tandem/local-backend';
import { BACKEND_URL } from './urls';
import { createUser, type TestUser } from './users';

/** A signed-in test user, for calls to the backend's API from the test. */
export interface ApiUser extends TestUser {
  id: string;
  token: string;
}

/** A task row as the REST API answers. */
export interface TaskRow {
  id: string;
  number: number;
  title: string;
  status: string;
  position: string;
  version: number;
  due_date: string | null;
}

/** Signs a test user in through the auth API (password grant). */
export async function signInApi(user: TestUser): Promise<ApiUser> {
  const response = await fetch(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`signing in ${user.email}: ${await response.text()}`);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { ...user, id: body.user.id, token: body.access_token };
}

/**
 * Calls the REST API as `user` (their token), or with the service role when `user` is
 * `'service'`. Returns the response, unread, so tests can check refusals too.
 */
export function rest(
  user: ApiUser | 'service',
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const token = user === 'service' ? LOCAL_SECRET_KEY : user.token;
  return fetch(`${BACKEND_URL}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: user === 'service' ? LOCAL_SECRET_KEY : LOCAL_PUBLISHABLE_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A workspace with one board and its people, made for one test. */
export interface Team {
  slug: string;
  workspaceId: string;
  boardId: string;
  /** The board's path in the app. */
  boardPath: string;
  owner: ApiUser;
  member: ApiUser;
  viewer: ApiUser;
}

/**
 * Creates users (owner, member, viewer), a workspace of their own and a board in it, through
 * the API: tests share the backend and run in parallel, so each makes its own.
 */
export async function createTeam(label: string): Promise<Team> {
  const [owner, member, viewer] = await Promise.all(
    ['owner', 'member', 'viewer'].map(async (role) =>
      signInApi(await createUser(`${label}-${role}`)),
    ),
  );
  if (!owner || !member || !viewer) throw new Error('users were not created');
  const slug = `${label}-${randomUUID().slice(0, 8)}`;
  const workspace = await json<{ id: string }>(
    await rest(owner, 'rpc/create_workspace', {
      method: 'POST',
      body: { name: `${label} team`, slug },
    }),
    'creating the workspace',
  );
  await json(
    await rest('service', 'workspace_members', {
      method: 'POST',
      body: [
        { workspace_id: workspace.id, user_id: member.id, role: 'member' },
        { workspace_id: workspace.id, user_id: viewer.id, role: 'viewer' },
      ],
    }),
    'adding the members',
  );
  const [board] = await json<{ id: string }[]>(
    await rest(owner, 'boards', {
      method: 'POST',
      body: { workspace_id: workspace.id, name: 'Launch plan' },
    }),
    'creating the board',
  );
  if (!board) throw new Error('no board');
  return {
    slug,
    workspaceId: workspace.id,
    boardId: board.id,
    boardPath: `/w/${slug}/b/${board.id}`,
    owner,
    member,
    viewer,
  };
}

/** Adds an admin to the team's workspace (for what only admins and the owner may do). */
export async function addAdmin(team: Team, label: string): Promise<ApiUser> {
  const admin = await signInApi(await createUser(`${label}-admin`));
  await json(
    await rest('service', 'workspace_members', {
      method: 'POST',
      body: { workspace_id: team.workspaceId, user_id: admin.id, role: 'admin' },
    }),
    'adding the admin',
  );
  return admin;
}

/** Creates a task on the team's board as `user` (at the bottom of its column). */
export async function createTask(
  team: Team,
  user: ApiUser,
  task: {
    title: string;
    status?: string;
    priority?: string;
    labels?: string[];
    assignee_id?: string | null;
    description?: string;
    due_date?: string | null;
  },
): Promise<TaskRow> {
  const [row] = await json<TaskRow[]>(
    await rest(user, 'tasks', {
      method: 'POST',
      body: { workspace_id: team.workspaceId, board_id: team.boardId, ...task },
    }),
    `creating "${task.title}"`,
  );
  if (!row) throw new Error('no task');
  return row;
}

/** The task as the server holds it now. */
export async function readTask(user: ApiUser, taskId: string): Promise<TaskRow> {
  const [row] = await json<TaskRow[]>(
    await rest(user, `tasks?id=eq.${taskId}&select=*`),
    'reading',
  );
  if (!row) throw new Error('no task');
  return row;
}

/** A task for {@link insertTasks}: what the test cares about; the triggers fill the rest. */
export interface SeedTask {
  title: string;
  status?: string;
  priority?: string;
  due_date?: string | null;
}

/**
 * Inserts many tasks into the team's board in one request with the service role, as the
 * owner's (a large board in seconds; the per-row triggers still number and place each task).
 */
export async function insertTasks(team: Team, tasks: ReadonlyArray<SeedTask>): Promise<void> {
  const response = await rest('service', 'tasks', {
    method: 'POST',
    body: tasks.map((task) => ({
      workspace_id: team.workspaceId,
      board_id: team.boardId,
      created_by: team.owner.id,
      ...task,
    })),
  });
  if (!response.ok) throw new Error(`inserting tasks: ${response.status} ${await response.text()}`);
  await response.body?.cancel();
}
