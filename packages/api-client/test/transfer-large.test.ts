import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { IMPORT_PART_MAX_BYTES, IMPORT_PART_SIZE, trelloFixture } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../src/index.js';
import { startBackend } from './support/backend.js';
import { adminSql, codeOf, createTeam, type Team } from './support/data.js';

// A Trello board of the size the issue names: one import of it creates 5,000 tasks with about
// 2,200 checklist items and 1,250 comments, more than one statement of the `authenticated`
// role may take (8 s). It runs on both engines: each import takes well under a minute.
const CARDS = 5000;

describe.each(engines)('a 5,000-card board import on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'import-large');
  });
  afterAll(() => backend?.stop());

  /** The boards of the team's workspace, whether anyone may see them or not. */
  const boardsNamed = async (name: string) =>
    (
      await adminSql<{ n: number }>(
        backend,
        'select count(*)::integer as n from public.boards where workspace_id = $1 and name = $2',
        [team.workspaceId, name],
      )
    )[0]?.n;

  it('imports 5,000 Trello cards with labels, checklists and comments, part by part', async () => {
    const { transfer } = team.admin.client;
    const text = JSON.stringify(
      trelloFixture({ cards: CARDS, name: 'Big roadmap', memberEmails: [team.member.email] }),
    );
    const file = await transfer.read({ name: 'trello.json', text });
    if (file.format === 'csv') throw new Error('read as CSV');
    const preview = await transfer.preview(team.workspaceId, file.plan);
    expect(preview.tasks).toBeGreaterThan(4500);

    const progress: ImportProgress[] = [];
    const report = await transfer.importBoard({
      workspaceId: team.workspaceId,
      board: file.plan.board,
      onProgress: (p) => progress.push(p),
    });

    expect(report).toMatchObject({
      tasks: preview.tasks,
      checklist_items: preview.checklistItems,
      comments: preview.comments,
    });
    const parts = Math.ceil(preview.tasks / IMPORT_PART_SIZE);
    expect(progress).toHaveLength(parts + 1);
    expect(progress.map((p) => p.done)).toEqual(
      Array.from({ length: parts + 1 }, (_, n) => Math.min(n * IMPORT_PART_SIZE, preview.tasks)),
    );
    expect(progress.at(-1)?.phase).toBe('reveal');

    const { client } = team.viewer;
    expect(await client.tasks.listBoard(report.board_id)).toHaveLength(preview.tasks);
    const labels = (await client.labels.list(team.workspaceId)).map((l) => l.name);
    const used = new Set(file.plan.board.tasks.flatMap((t) => t.labels ?? []));
    expect(labels).toEqual(expect.arrayContaining([...used]));
    const [counts] = await adminSql<{ items: number; by_importer: number }>(
      backend,
      `select (select count(*)::integer from public.task_checklist_items i
           join public.tasks t on t.id = i.task_id where t.board_id = $1) as items,
         count(*) filter (where c.author_id = $2)::integer as by_importer
       from public.comments c join public.tasks t on t.id = c.task_id where t.board_id = $1`,
      [report.board_id, team.admin.id],
    );
    expect(counts?.items).toBe(preview.checklistItems);
    // Every comment is the importer's, a member's among them (their name is kept aside).
    expect(counts?.by_importer).toBe(preview.comments);
  });

  it('leaves no board at all when a part fails mid-way', async () => {
    const { transfer } = team.admin.client;
    // A blank title the database refuses, in the last part: two parts are in by then.
    const broken = IMPORT_PART_SIZE * 2 + 10;
    const tasks = Array.from({ length: IMPORT_PART_SIZE * 3 }, (_, n) => ({
      title: n === broken ? '   ' : `Card ${n + 1}`,
      state: 0,
      checklist: [{ title: 'One step', done: false }],
      comments: [{ body: 'Noted', author_email: team.member.email }],
    }));
    const board = {
      board: { name: 'Broken midway', description: null },
      states: [{ name: 'To do', category: 'unstarted' as const, color: '#5d5d68' }],
      labels: [],
      tasks,
    };
    const progress: ImportProgress[] = [];
    expect(
      await codeOf(
        transfer.importBoard({
          workspaceId: team.workspaceId,
          board,
          onProgress: (p) => progress.push(p),
        }),
      ),
    ).toBe('data/invalid');
    expect(progress.at(-1)?.done).toBe(IMPORT_PART_SIZE * 2);
    for (const actor of [team.admin, team.member]) {
      const names = (await actor.client.boards.list(team.workspaceId)).map((b) => b.name);
      expect(names).not.toContain('Broken midway');
    }
    expect(await boardsNamed('Broken midway')).toBe(0);
    const left = await adminSql(backend, 'select 1 from private.board_imports');
    expect(left).toHaveLength(0);
  });

  it('imports a board heavier than a part’s bytes in parts cut by bytes', async () => {
    const { transfer } = team.admin.client;
    // 300 tasks of 9,000 three-byte characters: about 8 MB, so no one call could take them.
    const description = '€'.repeat(9000);
    const board = {
      board: { name: 'Long descriptions', description: null },
      states: [{ name: 'To do', category: 'unstarted' as const, color: '#5d5d68' }],
      labels: [],
      tasks: Array.from({ length: 300 }, (_, n) => ({
        title: `Spec ${n + 1}`,
        state: 0,
        description,
      })),
    };
    expect(new TextEncoder().encode(JSON.stringify(board)).byteLength).toBeGreaterThan(
      IMPORT_PART_MAX_BYTES,
    );
    const progress: ImportProgress[] = [];
    const report = await transfer.importBoard({
      workspaceId: team.workspaceId,
      board,
      onProgress: (p) => progress.push(p),
    });
    expect(report.tasks).toBe(300);
    // Two parts at least, each of fewer than IMPORT_PART_SIZE tasks.
    expect(progress.length).toBeGreaterThan(2);
    const [stored] = await adminSql<{ n: number; chars: number }>(
      backend,
      'select count(*)::integer as n, min(length(description))::integer as chars from public.tasks where board_id = $1',
      [report.board_id],
    );
    expect(stored).toEqual({ n: 300, chars: 9000 });
  });
});
