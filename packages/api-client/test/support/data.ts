import type { TestBackend } from '@tandem/local-backend/testing';
import { expect } from 'vitest';
import { isTandemError, type TandemClient, type TandemError } from '../../src/index.js';
import { createUser, DEMO, signedIn, uniqueEmail } from './backend.js';

/** A signed-in user: their id, email and client. */
export interface Actor {
  id: string;
  email: string;
  client: TandemClient;
}

/** A workspace of its own with one actor per role, and a signed-in user in no workspace. */
export interface Team {
  workspaceId: string;
  slug: string;
  owner: Actor;
  admin: Actor;
  member: Actor;
  viewer: Actor;
  outsider: Actor;
}

/** The seeded demo workspace `acme` (supabase/README.md, "Demo accounts"). */
export const ACME = {
  workspaceId: '00000000-0000-4000-b000-000000000001',
  roadmapBoardId: '00000000-0000-4000-c000-000000000001',
  bugsBoardId: '00000000-0000-4000-c000-000000000002',
  ownerId: '00000000-0000-4000-a000-000000000001',
  memberId: '00000000-0000-4000-a000-000000000002',
  viewerId: '00000000-0000-4000-a000-000000000003',
} as const;

/** Runs one statement with the backend's owner connection: test set-up only, never the API. */
export async function adminSql<Row = Record<string, unknown>>(
  backend: TestBackend,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const result = await backend.context.db.withAdmin((tx) => tx.query<Row>(text, params));
  return result.rows;
}

/** Makes an existing user a member of a workspace, in SQL (set-up only). */
export async function addMembership(
  backend: TestBackend,
  workspaceId: string,
  userId: string,
  role: 'viewer' | 'member' | 'admin',
): Promise<void> {
  await adminSql(
    backend,
    'insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)',
    [workspaceId, userId, role],
  );
}

/** A new confirmed user, signed in (one sign-in: the auth rate limit counts them). */
export async function newActor(backend: TestBackend, tag: string): Promise<Actor> {
  const email = uniqueEmail(tag);
  const id = await createUser(backend, email, `${tag[0]?.toUpperCase()}${tag.slice(1)} User`);
  return { id, email, client: await signedIn(backend, email) };
}

/** The three demo accounts of `acme`, signed in. */
export async function demoActors(backend: TestBackend) {
  const [owner, member, viewer] = await Promise.all(
    (['owner', 'member', 'viewer'] as const).map(async (role) => ({
      id: { owner: ACME.ownerId, member: ACME.memberId, viewer: ACME.viewerId }[role],
      email: DEMO[role],
      client: await signedIn(backend, DEMO[role]),
    })),
  );
  return { owner, member, viewer } as { owner: Actor; member: Actor; viewer: Actor };
}

/**
 * A new confirmed user added to a workspace with `role` directly in SQL, not signed in (for
 * users who are only acted upon; sign-ins count against the auth rate limit).
 */
export async function addMember(
  backend: TestBackend,
  workspaceId: string,
  role: 'viewer' | 'member' | 'admin',
  tag: string = role,
): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(tag);
  const id = await createUser(backend, email, `${tag} user`);
  await addMembership(backend, workspaceId, id, role);
  return { id, email };
}

let slugs = 0;
/** A slug no other test of this process uses. */
export function uniqueSlug(tag = 'ws'): string {
  slugs += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${slugs}`;
}

/**
 * Creates a workspace through the client as a new owner, and adds an admin, a member and a
 * viewer directly in SQL (memberships are not what these tests are about).
 */
export async function createTeam(backend: TestBackend, tag = 'team'): Promise<Team> {
  const [owner, admin, member, viewer, outsider] = await Promise.all(
    ['owner', 'admin', 'member', 'viewer', 'outsider'].map((role) =>
      newActor(backend, `${tag}-${role}`),
    ),
  );
  const slug = uniqueSlug(tag);
  const workspace = await (owner as Actor).client.workspaces.create({ name: `${tag} team`, slug });
  for (const [actor, role] of [
    [admin, 'admin'],
    [member, 'member'],
    [viewer, 'viewer'],
  ] as const) {
    await addMembership(backend, workspace.id, (actor as Actor).id, role);
  }
  return {
    workspaceId: workspace.id,
    slug,
    owner: owner as Actor,
    admin: admin as Actor,
    member: member as Actor,
    viewer: viewer as Actor,
    outsider: outsider as Actor,
  };
}

/** The TandemError a call failed with; fails the test if it succeeded or threw anything else. */
export async function failure(call: Promise<unknown>): Promise<TandemError> {
  const outcome = await call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`);
  expect(isTandemError(outcome.error), String(outcome.error)).toBe(true);
  return outcome.error as TandemError;
}

/** The code of the TandemError a call failed with. */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  return (await failure(call)).code;
}

/** Every page of a cursor-paged list, loading each `nextCursor` in turn. */
export async function collectPages<T>(
  load: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | undefined;
  do {
    const page = await load(cursor);
    pages.push(page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

/**
 * A new board and task in the team's workspace with `count` comments by the member, written
 * in one statement so that they share one `created_at` (pages must then be cut by id).
 */
export async function taskWithBulkComments(backend: TestBackend, team: Team, count: number) {
  const board = await team.admin.client.boards.create({
    workspaceId: team.workspaceId,
    name: 'Busy',
  });
  const task = await team.member.client.tasks.create({
    boardId: board.id,
    title: 'Busy thread',
  });
  await adminSql(
    backend,
    `insert into public.comments (task_id, author_id, body)
     select $1, $2, 'bulk ' || n from generate_series(1, $3::int) n`,
    [task.id, team.member.id, count],
  );
  return task;
}
