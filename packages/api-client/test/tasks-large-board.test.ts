import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLargeBoard } from '../bench/seed-board.js';
import { DEMO, signedIn, startBackend } from './support/backend.js';

// Past PostgREST's max_rows (1,000 in supabase/config.toml, as on Supabase), so one request
// could not return them all.
const TASKS = 2500;

describe.each(engines)('tasks.listBoard of a board larger than max_rows on %s', (engine) => {
  let backend: TestBackend;
  let boardId: string;

  beforeAll(async () => {
    backend = await startBackend(engine);
    boardId = await seedLargeBoard(backend, TASKS);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('returns every task once, column by column', async () => {
    const owner = await signedIn(backend, DEMO.owner);
    const tasks = await owner.tasks.listBoard(boardId);
    expect(tasks).toHaveLength(TASKS);
    expect(new Set(tasks.map((task) => task.id)).size).toBe(TASKS);
    // Pages follow each other: the columns come in the enum's order, each whole.
    const statuses = ['backlog', 'todo', 'in_progress', 'in_review', 'done', 'canceled'];
    const ranks = tasks.map((task) => statuses.indexOf(task.status));
    const inOrder = ranks.every((rank, index) => index === 0 || (ranks[index - 1] ?? 0) <= rank);
    expect(inOrder).toBe(true);
  });
});
