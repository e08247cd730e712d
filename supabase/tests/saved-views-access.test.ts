import type { Tx } from '@tandem/local-backend';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatesWorld, type StatesWorld } from './board-states-world.js';
import { asActor, query, startBackend } from './helpers.js';
import { saveView } from './saved-views-world.js';

const ACTORS = ['anon', 'outsider', 'viewer', 'member', 'admin', 'owner'] as const;
type Actor = (typeof ACTORS)[number];

const everyMember = (actor: Actor) => ['viewer', 'member', 'admin', 'owner'].includes(actor);
const contributors = (actor: Actor) => ['member', 'admin', 'owner'].includes(actor);
const theMember = (actor: Actor) => actor === 'member';

/** The views the cases work on: the member's personal and shared ones. */
interface Ids {
  boardId: string;
  personalId: string;
  sharedId: string;
}

interface AccessCase {
  operation: string;
  allowed: (actor: Actor) => boolean;
  /** @returns whether it took effect. */
  attempt: (tx: Tx, ids: Ids) => Promise<boolean>;
}

const sees = async (tx: Tx, id: string) =>
  (await tx.query('select 1 from public.saved_views where id = $1', [id])).rows.length === 1;
const rename = async (tx: Tx, id: string) =>
  (await tx.query(`update public.saved_views set name = 'Renamed' where id = $1`, [id]))
    .rowCount === 1;
const remove = async (tx: Tx, id: string) =>
  (await tx.query('delete from public.saved_views where id = $1', [id])).rowCount === 1;
const save = async (tx: Tx, boardId: string, shared: boolean) =>
  (
    await tx.query(
      `insert into public.saved_views (board_id, name, shared, query) values ($1, 'Mine', $2, '{}')`,
      [boardId, shared],
    )
  ).rowCount === 1;

const CASES: AccessCase[] = [
  {
    operation: "read a member's personal view",
    allowed: theMember,
    attempt: (tx, ids) => sees(tx, ids.personalId),
  },
  {
    operation: "read a member's shared view",
    allowed: everyMember,
    attempt: (tx, ids) => sees(tx, ids.sharedId),
  },
  {
    operation: 'save a personal view',
    allowed: everyMember,
    attempt: (tx, ids) => save(tx, ids.boardId, false),
  },
  {
    operation: 'save a shared view',
    allowed: contributors,
    attempt: (tx, ids) => save(tx, ids.boardId, true),
  },
  {
    operation: "rename a member's personal view",
    allowed: theMember,
    attempt: (tx, ids) => rename(tx, ids.personalId),
  },
  {
    operation: "rename a member's shared view",
    allowed: (actor) => ['member', 'admin', 'owner'].includes(actor),
    attempt: (tx, ids) => rename(tx, ids.sharedId),
  },
  {
    operation: "share a member's personal view",
    allowed: theMember,
    attempt: async (tx, ids) =>
      (
        await tx.query('update public.saved_views set shared = true where id = $1', [
          ids.personalId,
        ])
      ).rowCount === 1,
  },
  {
    operation: "make a member's shared view personal",
    allowed: theMember,
    attempt: async (tx, ids) =>
      (await tx.query('update public.saved_views set shared = false where id = $1', [ids.sharedId]))
        .rowCount === 1,
  },
  {
    operation: "delete a member's personal view",
    allowed: theMember,
    attempt: (tx, ids) => remove(tx, ids.personalId),
  },
  {
    operation: "delete a member's shared view",
    allowed: (actor) => ['member', 'admin', 'owner'].includes(actor),
    attempt: (tx, ids) => remove(tx, ids.sharedId),
  },
];

const ROLLBACK = new Error('roll back the attempt');

/** Whether a refusal: RLS or privileges (42501), or a parent the caller cannot see. */
function refused(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '42501' || Boolean(message?.startsWith('data/not-found'));
}

describe.each(engines)('saved view access on %s', (engine) => {
  let backend: TestBackend;
  let world: StatesWorld;
  let ids: Ids;

  const attempt = async (cell: AccessCase, actor: Actor) => {
    let outcome = false;
    await asActor(backend, actor === 'anon' ? null : world.users[actor], async (tx) => {
      try {
        outcome = await cell.attempt(tx, ids);
      } catch (error) {
        if (!refused(error)) throw error;
      }
      throw ROLLBACK;
    }).catch((error) => {
      if (error !== ROLLBACK) throw error;
    });
    return outcome;
  };

  beforeAll(async () => {
    backend = await startBackend(engine);
    world = await buildStatesWorld(backend);
    const { member } = world.users;
    ids = {
      boardId: world.boardId,
      personalId: await saveView(backend, member, world.boardId, { name: 'Mine', shared: false }),
      sharedId: await saveView(backend, member, world.boardId, { name: 'Team', shared: true }),
    };
  });
  afterAll(() => backend?.stop());

  for (const cell of CASES) {
    for (const actor of ACTORS) {
      const expected = cell.allowed(actor);
      it(`${cell.operation}: ${actor} is ${expected ? 'allowed' : 'refused'}`, async () => {
        expect(await attempt(cell, actor)).toBe(expected);
      });
    }
  }

  it("keeps a viewer's personal view theirs to edit, but never shared", async () => {
    const { viewer, admin } = world.users;
    const id = await saveView(backend, viewer, world.boardId, { name: 'Read only', shared: false });
    expect(
      await attempt(
        { operation: '', allowed: everyMember, attempt: (tx) => rename(tx, id) },
        'viewer',
      ),
    ).toBe(true);
    const share = await query(
      backend,
      viewer,
      'update public.saved_views set shared = true where id = $1',
      [id],
    ).catch((error: { code: string }) => error.code);
    expect(share).toBe('42501');
    const byAdmin = await query(backend, admin, 'delete from public.saved_views where id = $1', [
      id,
    ]);
    expect(byAdmin.rowCount).toBe(0);
  });
});
