import type { InboxNotification, NotificationNames } from './notification-types';

/** Members the fixtures name, by id. */
export const FIXTURE_PEOPLE: Record<string, { name: string; avatarUrl?: string | null }> = {
  'user-mia': { name: 'Mia Chen' },
  'user-leo': { name: 'Leo Okafor' },
};

/** Names for the fixtures, as an app builds them from its member list. */
export const FIXTURE_NAMES: NotificationNames = {
  person: (id) => FIXTURE_PEOPLE[id],
  workspace: (id) => (id === 'ws-acme' ? 'Acme Product' : undefined),
};

/** "Now" of the fixtures, so stories and tests show the same relative times. */
export const FIXTURE_NOW = new Date('2026-11-26T12:00:00Z');

/** A notification with the fields a test does not care about filled in. */
export function makeNotification(
  fields: Partial<InboxNotification> & Pick<InboxNotification, 'id' | 'kind'>,
): InboxNotification {
  return {
    workspace_id: 'ws-acme',
    task_id: 'task-12',
    actor_id: 'user-mia',
    details: { number: 12, title: 'Ship the changelog' },
    count: 1,
    created_at: '2026-11-26T11:00:00Z',
    updated_at: '2026-11-26T11:00:00Z',
    read_at: null,
    ...fields,
  };
}

/** An inbox with one notification of every kind, over two tasks and the workspace. */
export const FIXTURE_INBOX: InboxNotification[] = [
  makeNotification({ id: 'n1', kind: 'mentioned', updated_at: '2026-11-26T11:58:00Z' }),
  makeNotification({
    id: 'n2',
    kind: 'commented',
    actor_id: 'user-leo',
    count: 3,
    updated_at: '2026-11-26T11:40:00Z',
  }),
  makeNotification({
    id: 'n3',
    kind: 'state_changed',
    details: { number: 12, title: 'Ship the changelog', from: 'todo', to: 'in_review' },
    updated_at: '2026-11-26T09:00:00Z',
    read_at: '2026-11-26T09:30:00Z',
  }),
  makeNotification({
    id: 'n4',
    kind: 'assigned',
    task_id: 'task-7',
    details: { number: 7, title: 'Fix the login redirect on Safari' },
    updated_at: '2026-11-26T10:15:00Z',
  }),
  makeNotification({
    id: 'n5',
    kind: 'due_soon',
    task_id: 'task-7',
    actor_id: null,
    details: { number: 7, title: 'Fix the login redirect on Safari', due_date: '2026-11-27' },
    updated_at: '2026-11-26T08:00:00Z',
    read_at: '2026-11-26T08:05:00Z',
  }),
  makeNotification({
    id: 'n6',
    kind: 'role_changed',
    task_id: null,
    actor_id: 'user-leo',
    details: { from: 'member', to: 'admin', workspace_name: 'Acme Product' },
    updated_at: '2026-11-25T16:00:00Z',
  }),
  makeNotification({
    id: 'n7',
    kind: 'invited',
    task_id: null,
    workspace_id: 'ws-side',
    details: { role: 'member', workspace_name: 'Side project' },
    updated_at: '2026-11-20T09:00:00Z',
    read_at: '2026-11-20T10:00:00Z',
  }),
];
