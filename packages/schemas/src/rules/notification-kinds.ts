import type { NotificationKind } from '../enums.js';

/**
 * What each kind of notification is called where the product names the kind rather than one
 * notification: "Stop emails about mentions" in a digest, its unsubscribe page. The digest's
 * Edge Function keeps a copy (Deno cannot import this package), checked against this one.
 */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  mentioned: 'mentions',
  assigned: 'assignments',
  commented: 'comments on tasks you watch',
  state_changed: 'state changes of tasks you watch',
  due_soon: 'tasks due soon',
  overdue: 'overdue tasks',
  invited: 'invitations',
  role_changed: 'role changes',
};

/**
 * The kinds emailed to someone who has not chosen otherwise; the inbox is on for every kind
 * by default. The database's `private.notification_preference` applies the same defaults.
 */
export const NOTIFICATION_KINDS_EMAILED_BY_DEFAULT: readonly NotificationKind[] = [
  'mentioned',
  'assigned',
];

/** One row of the notification settings: the kinds it sets together, and how it is worded. */
export interface NotificationSetting {
  /** The row's key. */
  id: string;
  /** Set together: due soon and overdue are one reminder to the person. */
  kinds: readonly NotificationKind[];
  /** The row's heading: "Mentions". */
  title: string;
  /** The end of each switch's name: "Email me when I'm mentioned". */
  when: string;
}

/** The rows of the notification settings, each kind in exactly one, in the inbox's order. */
export const NOTIFICATION_SETTINGS: readonly NotificationSetting[] = [
  { id: 'mentioned', kinds: ['mentioned'], title: 'Mentions', when: 'when I’m mentioned' },
  { id: 'assigned', kinds: ['assigned'], title: 'Assignments', when: 'when I’m assigned a task' },
  {
    id: 'commented',
    kinds: ['commented'],
    title: 'Comments on tasks you watch',
    when: 'when someone comments on a task I watch',
  },
  {
    id: 'state_changed',
    kinds: ['state_changed'],
    title: 'State changes on tasks you watch',
    when: 'when a task I watch changes state',
  },
  {
    id: 'due',
    kinds: ['due_soon', 'overdue'],
    title: 'Due soon or overdue',
    when: 'when a task of mine is due soon or overdue',
  },
  {
    id: 'invited',
    kinds: ['invited'],
    title: 'Invitations',
    when: 'when I’m invited to a workspace',
  },
  {
    id: 'role_changed',
    kinds: ['role_changed'],
    title: 'Role changes',
    when: 'when my role changes',
  },
];
