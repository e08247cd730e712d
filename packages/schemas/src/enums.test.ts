import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_KINDS,
  activityKindSchema,
  INVITATION_ROLES,
  INVITATION_STATES,
  invitationRoleSchema,
  invitationStateSchema,
  MEMBER_ROLES,
  memberRoleSchema,
  NOTIFICATION_KINDS,
  notificationKindSchema,
  TASK_PRIORITIES,
  TASK_STATUSES,
  taskPrioritySchema,
  taskStatusSchema,
} from './enums.js';
import { messagesOf } from './test-utils.js';

const cases = [
  {
    name: 'task status',
    values: TASK_STATUSES,
    schema: taskStatusSchema,
    expected: ['backlog', 'todo', 'in_progress', 'in_review', 'done', 'canceled'],
    message: 'Status must be one of backlog, todo, in_progress, in_review, done, canceled',
  },
  {
    name: 'task priority',
    values: TASK_PRIORITIES,
    schema: taskPrioritySchema,
    expected: ['none', 'low', 'medium', 'high', 'urgent'],
    message: 'Priority must be one of none, low, medium, high, urgent',
  },
  {
    name: 'member role',
    values: MEMBER_ROLES,
    schema: memberRoleSchema,
    expected: ['viewer', 'member', 'admin', 'owner'],
    message: 'Role must be one of viewer, member, admin, owner',
  },
  {
    name: 'invitation role',
    values: INVITATION_ROLES,
    schema: invitationRoleSchema,
    expected: ['viewer', 'member', 'admin'],
    message: 'Role must be one of viewer, member, admin',
  },
  {
    name: 'invitation state',
    values: INVITATION_STATES,
    schema: invitationStateSchema,
    expected: ['pending', 'accepted', 'revoked', 'expired'],
    message: 'Invitation state must be one of pending, accepted, revoked, expired',
  },
  {
    name: 'activity kind',
    values: ACTIVITY_KINDS,
    schema: activityKindSchema,
    expected: [
      'task.created',
      'task.updated',
      'task.moved',
      'task.deleted',
      'comment.created',
      'attachment.added',
      'attachment.removed',
      'checklist.item_added',
      'checklist.item_checked',
      'member.joined',
      'member.left',
      'member.role_changed',
      'board.created',
      'board.archived',
    ],
    message: `Activity kind must be one of ${ACTIVITY_KINDS.join(', ')}`,
  },
  {
    name: 'notification kind',
    values: NOTIFICATION_KINDS,
    schema: notificationKindSchema,
    expected: [
      'mentioned',
      'assigned',
      'commented',
      'state_changed',
      'due_soon',
      'overdue',
      'invited',
      'role_changed',
    ],
    message: `Notification kind must be one of ${NOTIFICATION_KINDS.join(', ')}`,
  },
];

describe.each(cases)('$name', ({ values, schema, expected, message }) => {
  it('lists exactly the values of the product spec, in order', () => {
    expect(values).toEqual(expected);
  });

  it('accepts each value', () => {
    for (const value of values) expect(schema.parse(value)).toBe(value);
  });

  it('refuses other values, other casing, padding and other types', () => {
    const first = values[0] ?? '';
    for (const bad of ['', 'nope', first.toUpperCase(), ` ${first}`, 1, null, undefined]) {
      expect(messagesOf(schema, bad)).toEqual([message]);
    }
  });
});
