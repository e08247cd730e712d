import { engines, type TestBackend } from '@tandem/local-backend/testing';
import {
  assignPeople,
  type BoardImport,
  csvColumns,
  csvToPlan,
  proposeChoices,
  trelloFixture,
} from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './support/backend.js';
import { createTeam, type Team } from './support/data.js';

const TODO = { name: 'To do', category: 'unstarted' as const, color: '#5d5d68' };

describe.each(engines)('who an import’s cards and comments belong to, on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'people');
  });
  afterAll(() => backend?.stop());

  /** Every comment of the board's tasks, by task title, as a member reads them. */
  async function commentsOf(boardId: string) {
    const tasks = await team.member.client.tasks.listBoard(boardId);
    const pages = await Promise.all(
      tasks.map(async (task) => ({
        task,
        comments: (await team.member.client.comments.list(task.id)).items,
      })),
    );
    return pages.flatMap(({ task, comments }) => comments.map((c) => ({ task, comment: c })));
  }

  it('keeps a Trello board’s assignees, matched by name and username, and who wrote each comment', async () => {
    const { transfer } = team.admin.client;
    // Trello exports name people without emails: the member by display name, the admin by the
    // username that is their email's user part, and Jane Roe (in the fixture) by nobody.
    const adminUsername = team.admin.email.split('@')[0] ?? '';
    const fixture = trelloFixture({
      cards: 40,
      people: [
        { fullName: '  people-member USER ', username: 'pm' },
        { fullName: 'The Admin', username: adminUsername },
      ],
    });
    const file = await transfer.read({ name: 'trello.json', text: JSON.stringify(fixture) });
    if (file.format === 'csv') throw new Error('read as CSV');
    const preview = await transfer.preview(team.workspaceId, file.plan);
    expect(preview.people.map((p) => [p.person.name, p.proposed?.user_id ?? null])).toEqual([
      ['Jane Roe', null],
      ['people-member USER', team.member.id],
      ['The Admin', team.admin.id],
    ]);
    expect(preview.members.map((m) => m.user_id).sort()).toEqual(
      [team.owner.id, team.admin.id, team.member.id, team.viewer.id].sort(),
    );

    // The importer confirms the proposals, and gives Jane Roe's cards to the viewer.
    const choices = proposeChoices(file.plan.people, preview.members);
    const jane = file.plan.people.find((p) => p.name === 'Jane Roe');
    const board = assignPeople(
      file.plan,
      { ...choices, [jane?.key ?? '']: team.viewer.id },
      preview.members,
    );
    const report = await transfer.importBoard({ workspaceId: team.workspaceId, board });

    const expected = new Map([
      ['people-member USER', team.member.id],
      ['The Admin', team.admin.id],
      ['Jane Roe', team.viewer.id],
    ]);
    const nameOf = new Map(file.plan.people.map((p) => [p.key, p.name]));
    const tasks = await team.member.client.tasks.listBoard(report.board_id);
    const byTitle = new Map(tasks.map((task) => [task.title, task.assignee_id]));
    file.plan.board.tasks.forEach((task, n) => {
      const key = file.plan.assignees[n];
      expect(byTitle.get(task.title)).toBe(key ? expected.get(nameOf.get(key) ?? '') : null);
    });
    const assigned = file.plan.assignees.filter((key) => key !== null).length;
    expect(report).toMatchObject({ assigned, unassigned: 0 });

    // Every comment is the importer's, "originally by" the Trello member who wrote it, never
    // the member they were matched to.
    const comments = await commentsOf(report.board_id);
    expect(comments.length).toBe(preview.comments);
    expect(new Set(comments.map(({ comment }) => comment.author_id))).toEqual(
      new Set([team.admin.id]),
    );
    expect(new Set(comments.map(({ comment }) => comment.imported_author))).toEqual(
      new Set(['people-member USER', 'The Admin', 'Jane Roe']),
    );
    expect(comments.every(({ comment }) => comment.imported_at !== null)).toBe(true);
  });

  it('names and orders a CSV board’s columns as the importer chose', async () => {
    const { transfer } = team.admin.client;
    const csv =
      'Task,Status,Owner\nShip,Done,people-member user\nWrite,Doing,\nPlan,Ideas,nobody\n';
    const file = await transfer.read({ name: 'export-2026.csv', text: csv });
    if (file.format !== 'csv' || !file.mapping) throw new Error('not read as CSV');
    expect(csvColumns(file.rows, file.mapping)).toEqual(['Done', 'Doing', 'Ideas']);
    const plan = csvToPlan(file.rows, file.mapping, {
      name: 'Launch',
      columnOrder: ['Ideas', 'Doing', 'Done'],
    });
    const preview = await transfer.preview(team.workspaceId, plan);
    const board = assignPeople(plan, proposeChoices(plan.people, preview.members), preview.members);
    const report = await transfer.importBoard({ workspaceId: team.workspaceId, board });
    const exported = await team.member.client.transfer.exportJson(report.board_id);
    expect(exported.board.name).toBe('Launch');
    // The database adds a column for each category the file lacks, after the file's own.
    expect(exported.states.map((s) => s.name).slice(0, 3)).toEqual(['Ideas', 'Doing', 'Done']);
    const tasks = await team.member.client.tasks.listBoard(report.board_id);
    expect(Object.fromEntries(tasks.map((t) => [t.title, t.assignee_id]))).toEqual({
      Ship: team.member.id,
      Write: null,
      Plan: null,
    });
  });

  it('assigns nobody outside the workspace and writes no comment as anyone but the importer', async () => {
    // What a hostile admin's own client could send: an outsider's email as assignee, a
    // member's id where the format has none, and comments claiming members as their authors.
    const forged = {
      board: { name: 'Forged', description: null },
      states: [TODO],
      labels: [],
      tasks: [
        { title: 'To an outsider', state: 0, assignee_email: team.outsider.email },
        {
          title: 'By id',
          state: 0,
          assignee_id: team.outsider.id,
          assignee_email: null,
          comments: [
            {
              body: 'Approved.',
              author_name: null,
              author_email: team.owner.email,
              author_id: team.owner.id,
              created_at: '2020-01-01T00:00:00Z',
            },
            { body: 'Me too', author_name: 'Viewer', author_email: team.viewer.email },
          ],
        },
      ],
    } as unknown as BoardImport;
    const report = await team.admin.client.transfer.importBoard({
      workspaceId: team.workspaceId,
      board: forged,
    });
    expect(report).toMatchObject({ assigned: 0, unassigned: 1, comments: 2 });
    const tasks = await team.member.client.tasks.listBoard(report.board_id);
    expect(tasks.map((t) => t.assignee_id)).toEqual([null, null]);
    const comments = await commentsOf(report.board_id);
    expect(
      comments
        .map(({ comment }) => [comment.body, comment.author_id, comment.imported_author])
        .sort(),
    ).toEqual([
      ['Approved.', team.admin.id, team.owner.email],
      ['Me too', team.admin.id, 'Viewer'],
    ]);

    // A mapping to someone who is no member of the workspace assigns nothing either.
    const plan = {
      source: 'csv' as const,
      board: { ...forged, tasks: [{ title: 'Mapped away', state: 0 }] },
      people: [{ key: 'x', name: 'X', username: null, email: null, tasks: 1 }],
      assignees: ['x'],
      notes: [],
    };
    const preview = await team.admin.client.transfer.preview(team.workspaceId, plan);
    const board = assignPeople(plan, { x: team.outsider.id }, preview.members);
    expect(board.tasks[0]?.assignee_email).toBeNull();
  });
});
