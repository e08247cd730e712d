import type { NotificationKind } from '@tandem/schemas';

/** One row of the notification settings: the kinds it sets, and how the person says it. */
export interface NotificationSettingRow {
  /** The row's key. */
  id: string;
  /** Set together (due soon and overdue are one reminder to the person). */
  kinds: readonly NotificationKind[];
  /** The row's heading: "Mentions". */
  title: string;
  /** The end of each switch's name: "Email me when I'm mentioned". */
  when: string;
}

/** The rows of the notification settings, in the order the inbox explains them. */
export const NOTIFICATION_SETTING_ROWS: readonly NotificationSettingRow[] = [
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
