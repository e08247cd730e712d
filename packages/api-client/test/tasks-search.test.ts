import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TandemClient, TaskFilters } from '../src/index.js';
import { localDay } from '../src/tasks/due-range.js';
import { startBackend } from './support/backend.js';
import { adminSql, codeOf, createTeam, failure, type Team } from './support/data.js';

type TaskInput = Parameters<TandemClient['tasks']['create']>[0];

/** `YYYY-MM-DD`, `days` from today in local time (where the due filters judge "today"). */
function day(days: number): string {
  const now = new Date();
  return localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}

describe.each(engines)('tasks.search on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let boardId: string;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'search');
    const board = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Search',
    });
    boardId = board.id;
    // Created one by one, in this order: positions and numbers follow it.
    const tasks: Omit<TaskInput, 'boardId'>[] = [
      {
        title: 'Fix billing export',
        status: 'todo',
        priority: 'high',
        assigneeId: team.member.id,
        labels: ['bug'],
        dueDate: day(-1),
      },
      {
        title: 'Write docs',
        description: 'Mention billing twice: the billing settings page.',
        status: 'in_progress',
        priority: 'low',
        labels: ['docs'],
        dueDate: day(0),
      },
      {
        title: 'Plan roadmap',
        description: 'Includes billing.',
        status: 'done',
        labels: ['bug', 'p1'],
        dueDate: day(-1),
      },
      {
        title: 'Polish UI',
        labels: ['a,b'],
        assigneeId: team.viewer.id,
      },
      {
        title: 'Billing policies',
        status: 'canceled',
        priority: 'urgent',
        dueDate: day(10),
      },
      { title: 'Ship release', status: 'in_review', dueDate: day(6) },
    ];
    for (const fields of tasks) {
      await team.member.client.tasks.create({ boardId, ...fields });
    }
  });
  afterAll(() => backend?.stop());

  const titles = async (filters: TaskFilters) =>
    (await team.viewer.client.tasks.search(boardId, filters)).map((task) => task.title);

  it('without filters returns the whole board in board order', async () => {
    const all = await team.viewer.client.tasks.search(boardId, {});
    // The board's list leaves descriptions out; search answers whole tasks.
    const withoutDescriptions = all.map(({ description: _description, ...row }) => row);
    expect(withoutDescriptions).toEqual(await team.viewer.client.tasks.listBoard(boardId));
    expect(all.map((task) => task.title)).toEqual([
      'Polish UI',
      'Fix billing export',
      'Write docs',
      'Ship release',
      'Plan roadmap',
      'Billing policies',
    ]);
  });

  it('filters by status and priority (any of the listed; an empty list filters nothing)', async () => {
    expect(await titles({ status: ['done', 'todo'] })).toEqual([
      'Fix billing export',
      'Plan roadmap',
    ]);
    expect(await titles({ priority: ['urgent', 'high'] })).toEqual([
      'Fix billing export',
      'Billing policies',
    ]);
    expect(await titles({ status: [] })).toHaveLength(6);
  });

  it('filters by assignee, null meaning unassigned', async () => {
    expect(await titles({ assigneeId: team.member.id })).toEqual(['Fix billing export']);
    expect(await titles({ assigneeId: null })).toEqual([
      'Write docs',
      'Ship release',
      'Plan roadmap',
      'Billing policies',
    ]);
  });

  it('filters by label, exactly, commas included', async () => {
    expect(await titles({ label: 'bug' })).toEqual(['Fix billing export', 'Plan roadmap']);
    expect(await titles({ label: 'a,b' })).toEqual(['Polish UI']);
    expect(await titles({ label: 'a' })).toEqual([]);
  });

  it('filters by due date: overdue (open tasks only), today, this week, none', async () => {
    expect(await titles({ due: 'overdue' })).toEqual(['Fix billing export']);
    expect(await titles({ due: 'today' })).toEqual(['Write docs']);
    expect(await titles({ due: 'week' })).toEqual(['Write docs', 'Ship release']);
    expect(await titles({ due: 'none' })).toEqual(['Polish UI']);
  });

  it('searches title and description, ranked by relevance: title, then more matches', async () => {
    const ranked = await titles({ query: 'billing' });
    expect(ranked).toEqual([
      'Fix billing export',
      'Billing policies',
      'Write docs',
      'Plan roadmap',
    ]);
    // The same order as PostgreSQL's own ts_rank (ties in board order).
    const byTsRank = await adminSql<{ title: string }>(
      backend,
      `select title from public.tasks, websearch_to_tsquery('english', 'billing') as q
       where board_id = $1 and search @@ q
       order by ts_rank(search, q) desc, status, position, id`,
      [boardId],
    );
    expect(byTsRank.map((row) => row.title)).toEqual(ranked);
    expect(await titles({ query: '"billing export"' })).toEqual(['Fix billing export']);
    expect(await titles({ query: 'billing -docs' })).toEqual([
      'Fix billing export',
      'Billing policies',
      'Plan roadmap',
    ]);
    expect(await titles({ query: 'policy' })).toEqual(['Billing policies']);
    expect(await titles({ query: '   ' })).toHaveLength(6);
    const found = await team.viewer.client.tasks.search(boardId, { query: 'billing' });
    expect(Object.keys(found[0] as object)).not.toContain('search');
  });

  it('finds words by their beginning, as they are typed, and a task by its #number', async () => {
    expect(await titles({ query: 'polic' })).toEqual(['Billing policies']);
    expect(await titles({ query: 'roadm' })).toEqual(['Plan roadmap']);
    // The title's word ranks first, as with whole words.
    expect((await titles({ query: 'bill' }))[0]).toBe('Fix billing export');
    expect(await titles({ query: 'ship rel' })).toEqual(['Ship release']);
    expect(await titles({ query: 'billing or polish' })).toContain('Polish UI');
    expect(await titles({ query: 'zzz' })).toEqual([]);
    expect(await titles({ query: '!!! & :*' })).toEqual([]);
    const [docs] = await team.viewer.client.tasks.search(boardId, { query: 'docs' });
    expect(await titles({ query: `#${docs?.number}` })).toEqual(['Write docs']);
    expect(await titles({ query: '#999999' })).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await titles({ query: 'billing', status: ['done', 'canceled'] })).toEqual([
      'Billing policies',
      'Plan roadmap',
    ]);
    expect(await titles({ label: 'bug', due: 'overdue', priority: ['high'] })).toEqual([
      'Fix billing export',
    ]);
  });

  it('shows a non-member nothing, and refuses malformed filters before any request', async () => {
    expect(await team.outsider.client.tasks.search(boardId, { query: 'billing' })).toEqual([]);
    const error = await failure(
      team.viewer.client.tasks.search(boardId, {
        due: 'someday' as 'today',
        assigneeId: 'me',
        status: ['open' as 'todo'],
      }),
    );
    expect(error.code).toBe('data/invalid');
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['assigneeId', 'due', 'status.0']);
    expect(await codeOf(team.viewer.client.tasks.search('board', {}))).toBe('data/invalid');
  });
});
