import type { Tx } from '@tandem/local-backend';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addState, buildStatesWorld, type StatesWorld, stateNamed } from './board-states-world.js';
import { asActor, startBackend } from './helpers.js';

const ACTORS = ['anon', 'outsider', 'viewer', 'member', 'admin', 'owner'] as const;
type Actor = (typeof ACTORS)[number];

const everyMember = (actor: Actor) => ['viewer', 'member', 'admin', 'owner'].includes(actor);
const admins = (actor: Actor) => actor === 'admin' || actor === 'owner';

/** The ids an operation works on. */
interface Ids {
  boardId: string;
  /** An empty state added to the board (category started). */
  spareId: string;
  /** The built-in "In Progress" state. */
  inProgressId: string;
}

interface AccessCase {
  operation: string;
  allowed: (actor: Actor) => boolean;
  /** @returns whether it took effect. */
  attempt: (tx: Tx, ids: Ids) => Promise<boolean>;
}

const CASES: AccessCase[] = [
  {
    operation: 'read the states of a board',
    allowed: everyMember,
    attempt: async (tx, ids) =>
      (await tx.query('select 1 from public.board_states where board_id = $1', [ids.boardId])).rows
        .length ===
      6 + 1,
  },
  {
    operation: 'add a state',
    allowed: admins,
    attempt: async (tx, ids) =>
      (
        await tx.query(
          `insert into public.board_states (board_id, name, category) values ($1, 'QA', 'started')`,
          [ids.boardId],
        )
      ).rowCount === 1,
  },
  {
    operation: 'rename, recolour and limit a state',
    allowed: admins,
    attempt: async (tx, ids) =>
      (
        await tx.query(
          `update public.board_states set name = 'Doing', color = '#00aa00', wip_limit = 5
           where id = $1`,
          [ids.inProgressId],
        )
      ).rowCount === 1,
  },
  {
    operation: 'reorder a state',
    allowed: admins,
    attempt: async (tx, ids) =>
      (await tx.query('select id from public.move_board_state($1, null, null)', [ids.inProgressId]))
        .rows.length === 1,
  },
  {
    operation: 'delete an empty state',
    allowed: admins,
    attempt: async (tx, ids) =>
      (await tx.query('delete from public.board_states where id = $1', [ids.spareId])).rowCount ===
      1,
  },
  {
    operation: 'delete a state through delete_board_state',
    allowed: admins,
    attempt: async (tx, ids) => {
      await tx.query('select public.delete_board_state($1, $2)', [ids.spareId, ids.inProgressId]);
      return (
        (await tx.query('select 1 from public.board_states where id = $1', [ids.spareId])).rows
          .length === 0
      );
    },
  },
];

const ROLLBACK = new Error('roll back the attempt');

/** Whether a refusal: RLS or privileges (42501), or a row the caller cannot see (not found). */
function refused(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '42501' || code === 'PT404' || Boolean(message?.startsWith('data/not-found'));
}

describe.each(engines)('board state access on %s', (engine) => {
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
    ids = {
      boardId: world.boardId,
      spareId: await addState(backend, world.users.admin, world.boardId, 'Spare', 'started'),
      inProgressId: (await stateNamed(backend, world.boardId, 'In Progress')).id,
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
});
