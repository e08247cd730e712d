import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelStatus } from '../src/index.js';
import { startBackend } from './support/backend.js';
import { codeOf, createTeam, failure, type Team } from './support/data.js';
import { EventLog } from './support/event-log.js';

describe.each(engines)('labels on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let boardId: string;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'labels');
    boardId = (
      await team.admin.client.boards.create({ workspaceId: team.workspaceId, name: 'Tagged' })
    ).id;
  });
  afterAll(async () => {
    // An open socket would keep the backend from stopping until it times out.
    if (team) await (await (await team.viewer.client.supabase()).realtime()).disconnect();
    await backend?.stop();
  });

  const names = async () =>
    (await team.viewer.client.labels.list(team.workspaceId)).map((l) => `${l.name}:${l.color}`);
  const labelsOf = async (taskId: string) => (await team.viewer.client.tasks.get(taskId)).labels;

  it('lets members add labels and takes in those given to tasks; viewers and outsiders add none', async () => {
    const { labels } = team.member.client;
    const ux = await labels.create({ workspaceId: team.workspaceId, name: ' ux ', color: 'teal' });
    expect(ux).toMatchObject({ name: 'ux', color: 'teal', created_by: team.member.id });
    await team.member.client.tasks.create({ boardId, title: 'Typed', labels: ['perf'] });
    expect(await names()).toEqual(expect.arrayContaining(['perf:gray', 'ux:teal']));
    const viewer = team.viewer.client.labels;
    expect(await codeOf(viewer.create({ workspaceId: team.workspaceId, name: 'no' }))).toBe(
      'data/forbidden',
    );
    expect(await team.outsider.client.labels.list(team.workspaceId)).toEqual([]);
    expect(await codeOf(labels.create({ workspaceId: team.workspaceId, name: 'ux' }))).toBe(
      'data/duplicate',
    );
    const bad = await failure(
      labels.create({ workspaceId: team.workspaceId, name: 'x', color: 'plaid' as 'red' }),
    );
    expect(bad).toMatchObject({ code: 'data/invalid', status: null });
    expect(bad.fieldErrors.color).toBeDefined();
  });

  it('renames, recolours, merges and deletes for admins, on every task', async () => {
    const task = await team.member.client.tasks.create({
      boardId,
      title: 'Bugs everywhere',
      labels: ['Bug', 'ui', 'bug'],
    });
    const all = await team.admin.client.labels.list(team.workspaceId);
    const id = (name: string) => all.find((label) => label.name === name)?.id as string;
    expect(
      await codeOf(
        team.member.client.labels.update({ labelId: id('ui'), changes: { name: 'UI' } }),
      ),
    ).toBe('data/forbidden');
    await team.admin.client.labels.update({
      labelId: id('ui'),
      changes: { name: 'interface', color: 'blue' },
    });
    expect(await labelsOf(task.id)).toEqual(['Bug', 'interface', 'bug']);
    expect(
      await codeOf(team.member.client.labels.merge({ labelId: id('Bug'), intoLabelId: id('bug') })),
    ).toBe('data/forbidden');
    const kept = await team.owner.client.labels.merge({
      labelId: id('Bug'),
      intoLabelId: id('bug'),
    });
    expect(kept.name).toBe('bug');
    expect(await labelsOf(task.id)).toEqual(['bug', 'interface']);
    expect(await codeOf(team.member.client.labels.delete(id('bug')))).toBe('data/forbidden');
    await team.admin.client.labels.delete(id('bug'));
    expect(await labelsOf(task.id)).toEqual(['interface']);
    expect(await codeOf(team.admin.client.labels.delete(id('bug')))).toBe('data/not-found');
  });

  it('lists labels by name whatever their case, on either engine’s collation', async () => {
    const { labels } = team.member.client;
    for (const name of ['Zeta-sort', 'alpha-sort', 'Beta-sort', 'item 10-sort', 'item 9-sort']) {
      await labels.create({ workspaceId: team.workspaceId, name });
    }
    const sorted = (await labels.list(team.workspaceId))
      .map((label) => label.name)
      .filter((name) => name.endsWith('-sort'));
    expect(sorted).toEqual(['alpha-sort', 'Beta-sort', 'item 9-sort', 'item 10-sort', 'Zeta-sort']);
  });

  it('sends label changes on the workspace channel', async () => {
    const events = new EventLog<string>();
    const status = new EventLog<ChannelStatus>();
    const subscription = team.viewer.client.realtime.subscribeWorkspace(team.workspaceId, {
      onLabelInserted: (label) => events.push(`added ${label.name}`),
      onLabelUpdated: (label, old) => events.push(`renamed ${old.name} ${label.name}`),
      onLabelDeleted: (old) => events.push(`deleted ${old.name}`),
      onStatus: status.push,
    });
    await status.waitFor((s) => s === 'live', 'live');
    const label = await team.member.client.labels.create({
      workspaceId: team.workspaceId,
      name: 'live',
    });
    await events.waitFor((e) => e === 'added live', 'insert');
    await team.admin.client.labels.update({ labelId: label.id, changes: { name: 'alive' } });
    await events.waitFor((e) => e === 'renamed live alive', 'update');
    await team.admin.client.labels.delete(label.id);
    await events.waitFor((e) => e === 'deleted alive', 'delete');
    await subscription.unsubscribe();
  });
});
