import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asActor, startBackend } from './helpers.js';
import { MATRIX, type MatrixCase, REALTIME_MATRIX, STORAGE_MATRIX } from './matrix.js';
import { ACTORS, type ActorName, buildWorld, type World } from './world.js';

const ALL_CASES: MatrixCase[] = [...MATRIX, ...STORAGE_MATRIX, ...REALTIME_MATRIX];
const ROLLBACK = new Error('roll back the attempt');

/** Runs one cell as the request's role; RLS refusals (42501) count as "denied". */
async function attempt(backend: TestBackend, world: World, cell: MatrixCase, actor: ActorName) {
  let outcome = false;
  try {
    await asActor(
      backend,
      actor === 'anon' ? null : world.users[actor],
      async (tx) => {
        try {
          outcome = await cell.attempt(tx, world, actor);
        } catch (error) {
          const { code, message } = error as { code?: string; message?: string };
          // 42501: RLS or privilege refusal; a parent the caller cannot see answers as missing
          // (23503 data/not-found). Anything else is a bug in the case or the schema.
          const hidden = code === '23503' && message?.startsWith('data/not-found');
          if (code !== '42501' && !hidden) throw error;
          outcome = false;
        }
        throw ROLLBACK;
      },
      cell.settings?.(world) ?? {},
    );
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return outcome;
}

describe.each(engines)('permission matrix in SQL on %s', (engine) => {
  let backend: TestBackend;
  let world: World;

  beforeAll(async () => {
    backend = await startBackend(engine);
    world = await buildWorld(backend);
    console.log(
      `[${engine}] permission matrix (SQL): ${ALL_CASES.length} operations x ${ACTORS.length} actors = ${ALL_CASES.length * ACTORS.length} cells`,
    );
  });
  afterAll(() => backend?.stop());

  for (const cell of ALL_CASES) {
    for (const actor of ACTORS) {
      const expected = cell.allowed(actor);
      it(`${cell.resource}: ${cell.operation} by ${actor} is ${expected ? 'allowed' : 'denied'}`, async () => {
        expect(await attempt(backend, world, cell, actor)).toBe(expected);
      });
    }
  }
});
