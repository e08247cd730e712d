import type { TestBackend } from '@tandem/local-backend/testing';
import { adminQuery, createUser, query, type TestUser } from './helpers.js';
import { createBoard, createWorkspace } from './world.js';

/** A board state as the tests read it. */
export interface StateRow {
  id: string;
  name: string;
  category: string;
  status: string | null;
  position: string;
}

/** The states of `boardId`, in column order. */
export function statesOf(backend: TestBackend, boardId: string): Promise<StateRow[]> {
  return adminQuery<StateRow>(
    backend,
    `select id, name, category, status, position from public.board_states
     where board_id = $1 order by position, id`,
    [boardId],
  );
}

/** The state of `boardId` named `name`. */
export async function stateNamed(
  backend: TestBackend,
  boardId: string,
  name: string,
): Promise<StateRow> {
  const state = (await statesOf(backend, boardId)).find((s) => s.name === name);
  if (!state) throw new Error(`no state ${name} on board ${boardId}`);
  return state;
}

/** A workspace with one user per role, an outsider, and a board with its six states. */
export interface StatesWorld {
  users: Record<'owner' | 'admin' | 'member' | 'viewer' | 'outsider', TestUser>;
  workspaceId: string;
  boardId: string;
}

/** Builds a {@link StatesWorld}. */
export async function buildStatesWorld(backend: TestBackend): Promise<StatesWorld> {
  const [owner, admin, member, viewer, outsider] = await Promise.all(
    ['owner', 'admin', 'member', 'viewer', 'outsider'].map((label) => createUser(backend, label)),
  );
  const users = {
    owner: owner as TestUser,
    admin: admin as TestUser,
    member: member as TestUser,
    viewer: viewer as TestUser,
    outsider: outsider as TestUser,
  };
  const workspaceId = await createWorkspace(backend, users.owner, [
    [users.admin, 'admin'],
    [users.member, 'member'],
    [users.viewer, 'viewer'],
  ]);
  const boardId = await createBoard(backend, workspaceId);
  return { users, workspaceId, boardId };
}

/** Adds a state as `by` (an admin or the owner) and returns its id. */
export async function addState(
  backend: TestBackend,
  by: TestUser,
  boardId: string,
  name: string,
  category: string,
): Promise<string> {
  const result = await query<{ id: string }>(
    backend,
    by,
    `insert into public.board_states (board_id, name, category) values ($1, $2, $3) returning id`,
    [boardId, name, category],
  );
  return result.rows[0]?.id as string;
}
