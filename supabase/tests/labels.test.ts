import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Actor, adminQuery, pgError, query, startBackend } from './helpers.js';
import { createTeam, type Team } from './notification-team.js';

interface LabelRow {
  id: string;
  name: string;
  color: string;
  created_by: string | null;
}

describe.each(engines)('workspace labels on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());
  beforeEach(async () => {
    team = await createTeam(backend);
  });

  const labelsOf = async (by: Actor, workspaceId = team.workspaceId) =>
    (
      await query<LabelRow>(
        backend,
        by,
        'select * from public.workspace_labels where workspace_id = $1 order by name',
        [workspaceId],
      )
    ).rows;
  const taskLabels = async (taskId: string) =>
    (
      await adminQuery<{ labels: string[] }>(
        backend,
        'select labels from public.tasks where id = $1',
        [taskId],
      )
    )[0]?.labels;
  const labelled = async (title: string, labels: string[]) =>
    (
      await query<{ id: string }>(
        backend,
        team.member,
        'insert into public.tasks (board_id, title, labels) values ($1, $2, $3) returning id',
        [team.boardId, title, labels],
      )
    ).rows[0] as { id: string };
  const idOf = async (name: string) =>
    (await labelsOf(team.owner)).find((label) => label.name === name)?.id as string;

  it('takes in every label a task is given, so nothing typed is lost', async () => {
    await labelled('One', ['bug', 'Bug']);
    const names = (await labelsOf(team.viewer)).map((label) => [label.name, label.color]);
    expect(names).toEqual([
      ['Bug', 'gray'],
      ['bug', 'gray'],
    ]);
    expect(await labelsOf(team.stranger)).toEqual([]);
  });

  it('lets members add a label, and only admins and the owner rename, recolour or delete one', async () => {
    const created = await query<LabelRow>(
      backend,
      team.member,
      `insert into public.workspace_labels (workspace_id, name, color) values ($1, 'ux', 'pink') returning *`,
      [team.workspaceId],
    );
    expect(created.rows[0]).toMatchObject({
      name: 'ux',
      color: 'pink',
      created_by: team.member.id,
    });
    const id = created.rows[0]?.id;
    expect(
      (
        await pgError(
          query(
            backend,
            team.viewer,
            `insert into public.workspace_labels (workspace_id, name) values ($1, 'no')`,
            [team.workspaceId],
          ),
        )
      ).code,
    ).toBe('42501');
    for (const actor of [team.member, team.viewer, team.stranger]) {
      const renamed = await query(
        backend,
        actor,
        `update public.workspace_labels set name = 'x' where id = $1`,
        [id],
      );
      const deleted = await query(
        backend,
        actor,
        'delete from public.workspace_labels where id = $1',
        [id],
      );
      expect([renamed.rowCount, deleted.rowCount]).toEqual([0, 0]);
    }
    const recoloured = await query(
      backend,
      team.admin,
      `update public.workspace_labels set color = 'teal' where id = $1`,
      [id],
    );
    expect(recoloured.rowCount).toBe(1);
    expect(
      (
        await pgError(
          query(
            backend,
            team.admin,
            `update public.workspace_labels set color = 'plaid' where id = $1`,
            [id],
          ),
        )
      ).code,
    ).toBe('23514');
  });

  it('renames a label on every task that has it', async () => {
    const first = await labelled('One', ['bug', 'ui']);
    const second = await labelled('Two', ['bug']);
    await query(
      backend,
      team.admin,
      `update public.workspace_labels set name = 'defect' where id = $1`,
      [await idOf('bug')],
    );
    expect(await taskLabels(first.id)).toEqual(['defect', 'ui']);
    expect(await taskLabels(second.id)).toEqual(['defect']);
    const taken = await pgError(
      query(backend, team.admin, `update public.workspace_labels set name = 'ui' where id = $1`, [
        await idOf('defect'),
      ]),
    );
    expect(taken.code).toBe('23505');
  });

  it('merges one label into another, leaving each task with it once', async () => {
    const both = await labelled('Both', ['Bug', 'ui', 'bug']);
    const one = await labelled('One', ['Bug']);
    const refused = await pgError(
      query(backend, team.member, 'select public.merge_labels($1, $2)', [
        await idOf('Bug'),
        await idOf('bug'),
      ]),
    );
    expect(refused.code).toBe('42501');
    await query(backend, team.admin, 'select public.merge_labels($1, $2)', [
      await idOf('Bug'),
      await idOf('bug'),
    ]);
    expect(await taskLabels(both.id)).toEqual(['bug', 'ui']);
    expect(await taskLabels(one.id)).toEqual(['bug']);
    expect((await labelsOf(team.owner)).map((label) => label.name)).toEqual(['bug', 'ui']);
    const elsewhere = await query<{ id: string }>(
      backend,
      team.stranger,
      `insert into public.workspace_labels (workspace_id, name) values ($1, 'other') returning id`,
      [team.otherWorkspaceId],
    );
    const across = await pgError(
      query(backend, team.owner, 'select public.merge_labels($1, $2)', [
        await idOf('ui'),
        elsewhere.rows[0]?.id,
      ]),
    );
    expect(across.code).toBe('PT404');
  });

  it('takes a deleted label off every task', async () => {
    const task = await labelled('One', ['bug', 'ui']);
    await query(backend, team.owner, 'delete from public.workspace_labels where id = $1', [
      await idOf('bug'),
    ]);
    expect(await taskLabels(task.id)).toEqual(['ui']);
  });

  it('holds every label of the seeded tasks', async () => {
    const missing = await adminQuery(
      backend,
      `select t.workspace_id, l from public.tasks t, unnest(t.labels) l
       where not exists (select 1 from public.workspace_labels s where s.workspace_id = t.workspace_id and s.name = l)`,
    );
    expect(missing).toEqual([]);
  });
});

describe.each(engines)('the share of the label set one member fills on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend);
  });
  afterAll(() => backend?.stop());

  /** Adds `count` labels named `<prefix>1…` as `by`, in one statement. */
  const addLabels = (by: Actor, prefix: string, count: number) =>
    query(
      backend,
      by,
      `insert into public.workspace_labels (workspace_id, name)
       select $1, $2 || n from generate_series(1, $3::integer) n`,
      [team.workspaceId, prefix, count],
    );

  it('stops a member at 50 labels of their own, not admins or other members', async () => {
    await addLabels(team.member, 'm', 50);
    const refused = await pgError(addLabels(team.member, 'more', 1));
    expect(refused.code).toBe('23514');
    expect(refused.message).toMatch(/^label\/limit: a member can create at most 50 /);
    // A label typed onto a task is created by whoever typed it, so it counts too.
    const typed = await pgError(
      query(backend, team.member, 'update public.tasks set labels = $2 where id = $1', [
        team.taskId,
        ['typed'],
      ]),
    );
    expect(typed.message).toMatch(/^label\/limit:/);
    await addLabels(team.admin, 'a', 60);
  });

  it('keeps the whole set at 200, for admins too', async () => {
    const held = await adminQuery<{ n: number }>(
      backend,
      'select count(*)::integer as n from public.workspace_labels where workspace_id = $1',
      [team.workspaceId],
    );
    await addLabels(team.owner, 'o', 200 - (held[0]?.n ?? 0));
    const refused = await pgError(addLabels(team.owner, 'last', 1));
    expect(refused.message).toMatch(/^label\/limit: a workspace can have at most 200 labels/);
  });
});
