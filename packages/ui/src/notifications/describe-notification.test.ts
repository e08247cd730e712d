import { describe, expect, it } from 'vitest';
import { describeNotification } from './describe-notification';
import { FIXTURE_NAMES, FIXTURE_NOW, makeNotification } from './notification-fixtures';
import type { InboxNotification } from './notification-types';

const say = (fields: Partial<InboxNotification> & Pick<InboxNotification, 'kind'>) =>
  describeNotification(makeNotification({ id: 'n', ...fields }), FIXTURE_NAMES, FIXTURE_NOW);

const task = (extra: Record<string, unknown>) => ({
  number: 12,
  title: 'Ship the changelog',
  ...extra,
});

describe('describeNotification', () => {
  it('words a mention in a comment and in a description', () => {
    expect(say({ kind: 'mentioned' })).toBe('Mia Chen mentioned you in #12 Ship the changelog');
    expect(say({ kind: 'mentioned', count: 2 })).toBe(
      'Mia Chen mentioned you 2 times in #12 Ship the changelog',
    );
    expect(say({ kind: 'mentioned', details: task({ in: 'description' }) })).toBe(
      'Mia Chen mentioned you in the description of #12 Ship the changelog',
    );
  });

  it('words an assignment', () => {
    expect(say({ kind: 'assigned' })).toBe('Mia Chen assigned #12 Ship the changelog to you');
  });

  it('words one comment and a burst of them', () => {
    expect(say({ kind: 'commented' })).toBe('Mia Chen commented on #12 Ship the changelog');
    expect(say({ kind: 'commented', count: 3 })).toBe(
      '3 new comments from Mia Chen on #12 Ship the changelog',
    );
  });

  it('words a state change with the states’ names', () => {
    expect(say({ kind: 'state_changed', details: task({ from: 'todo', to: 'in_review' }) })).toBe(
      'Mia Chen moved #12 Ship the changelog from Todo to In Review',
    );
    expect(say({ kind: 'state_changed', details: task({ to: 'done' }) })).toBe(
      'Mia Chen moved #12 Ship the changelog to Done',
    );
    // The board's columns by name, two of one status too; back where it started by column.
    const columns = {
      from: 'in_progress',
      to: 'in_progress',
      from_state_id: 's1',
      from_state_name: 'In Progress',
      to_state_id: 's2',
      to_state_name: 'QA / Testing',
    };
    expect(say({ kind: 'state_changed', details: task(columns) })).toBe(
      'Mia Chen moved #12 Ship the changelog from In Progress to QA / Testing',
    );
    expect(
      say({
        kind: 'state_changed',
        details: task({ ...columns, to_state_id: 's1', to_state_name: 'In Progress' }),
      }),
    ).toBe('Mia Chen moved #12 Ship the changelog back to In Progress');
    // Coalesced moves that end where they started.
    expect(say({ kind: 'state_changed', details: task({ from: 'todo', to: 'todo' }) })).toBe(
      'Mia Chen moved #12 Ship the changelog back to Todo',
    );
  });

  it('words due dates against today', () => {
    const due = (due_date: string) =>
      say({ kind: 'due_soon', actor_id: null, details: task({ due_date }) });
    expect(due('2026-11-26')).toBe('#12 Ship the changelog is due today');
    expect(due('2026-11-27')).toBe('#12 Ship the changelog is due tomorrow');
    expect(due('2026-11-30')).toBe('#12 Ship the changelog is due on Nov 30');
    expect(due('2026-11-25')).toBe('#12 Ship the changelog is overdue');
    expect(say({ kind: 'due_soon', actor_id: null })).toBe('#12 Ship the changelog is due soon');
    expect(
      say({ kind: 'overdue', actor_id: null, details: task({ due_date: '2026-11-20' }) }),
    ).toBe('#12 Ship the changelog is overdue');
  });

  it('words workspace-level notifications with the workspace’s name', () => {
    const workspace = { task_id: null, details: { workspace_name: 'Acme', role: 'member' } };
    expect(say({ kind: 'invited', actor_id: null, ...workspace })).toBe('You were invited to Acme');
    expect(say({ kind: 'invited', ...workspace })).toBe('Mia Chen invited you to Acme');
    expect(
      say({
        kind: 'role_changed',
        task_id: null,
        details: { from: 'member', to: 'admin', workspace_name: 'Acme' },
      }),
    ).toBe('Your role in Acme is now Admin');
    // No name in the details: the lookup names the workspace.
    expect(say({ kind: 'role_changed', task_id: null, details: { to: 'viewer' } })).toBe(
      'Your role in Acme Product is now Viewer',
    );
  });

  it('names a gone actor "Someone", no actor Tandem, and a task by what it knows', () => {
    expect(say({ kind: 'assigned', actor_id: 'user-gone' })).toBe(
      'Someone assigned #12 Ship the changelog to you',
    );
    expect(say({ kind: 'assigned', actor_id: null, details: { number: 3 } })).toBe(
      'Tandem assigned #3 to you',
    );
    expect(say({ kind: 'assigned', details: {} })).toBe('Mia Chen assigned a task to you');
  });

  it('says something true of a kind it does not know', () => {
    expect(say({ kind: 'archived' as InboxNotification['kind'] })).toBe(
      'Something changed on #12 Ship the changelog',
    );
  });
});
