import { describe, expect, it } from 'vitest';
import { groupNotifications } from './group-notifications';
import { FIXTURE_INBOX, FIXTURE_NAMES, makeNotification } from './notification-fixtures';

describe('groupNotifications', () => {
  it('groups by task and by workspace, newest group and newest item first', () => {
    const groups = groupNotifications(FIXTURE_INBOX, FIXTURE_NAMES);
    expect(groups.map((group) => [group.title, group.scope, group.items.map((n) => n.id)])).toEqual(
      [
        ['#12 Ship the changelog', 'task', ['n1', 'n2', 'n3']],
        ['#7 Fix the login redirect on Safari', 'task', ['n4', 'n5']],
        ['Acme Product', 'workspace', ['n6']],
        ['Side project', 'workspace', ['n7']],
      ],
    );
  });

  it('titles a task group with the newest notification’s task title', () => {
    const groups = groupNotifications(
      [
        makeNotification({ id: 'old', kind: 'assigned', updated_at: '2026-01-01T00:00:00Z' }),
        makeNotification({
          id: 'new',
          kind: 'commented',
          details: { number: 12, title: 'Ship the changelog today' },
          updated_at: '2026-01-02T00:00:00Z',
        }),
      ],
      FIXTURE_NAMES,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.title).toBe('#12 Ship the changelog today');
  });

  it('returns no groups for no notifications', () => {
    expect(groupNotifications([], FIXTURE_NAMES)).toEqual([]);
  });
});
