import * as z from 'zod/mini';

/**
 * Every status a task can have, in board column order (README, "Task status").
 * `canceled` sits last because it is reachable from every other status.
 */
export const TASK_STATUSES = [
  'backlog',
  'todo',
  'in_progress',
  'in_review',
  'done',
  'canceled',
] as const;

/** A task's workflow status: one of {@link TASK_STATUSES}. */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Validates a {@link TaskStatus}. */
export const taskStatusSchema = z.enum(TASK_STATUSES, {
  error: `Status must be one of ${TASK_STATUSES.join(', ')}`,
});

/** Every task priority, from lowest to highest. */
export const TASK_PRIORITIES = ['none', 'low', 'medium', 'high', 'urgent'] as const;

/** A task's priority: one of {@link TASK_PRIORITIES}. */
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** Validates a {@link TaskPriority}. */
export const taskPrioritySchema = z.enum(TASK_PRIORITIES, {
  error: `Priority must be one of ${TASK_PRIORITIES.join(', ')}`,
});

/** Every workspace member role, from least to most powerful. */
export const MEMBER_ROLES = ['viewer', 'member', 'admin', 'owner'] as const;

/** A workspace member's role: one of {@link MEMBER_ROLES}. */
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Validates a {@link MemberRole}. */
export const memberRoleSchema = z.enum(MEMBER_ROLES, {
  error: `Role must be one of ${MEMBER_ROLES.join(', ')}`,
});

/**
 * The roles an invitation can grant. Ownership is never granted by invitation: it is only
 * transferred to an existing admin.
 */
export const INVITATION_ROLES = ['viewer', 'member', 'admin'] as const;

/** A role an invitation can grant: one of {@link INVITATION_ROLES}. */
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/** Validates an {@link InvitationRole}. */
export const invitationRoleSchema = z.enum(INVITATION_ROLES, {
  error: `Role must be one of ${INVITATION_ROLES.join(', ')}`,
});

/**
 * Every state of an invitation. Only `accepted` and `revoked` are stored (as timestamps);
 * `expired` is derived from `expires_at`, see `invitationState`.
 */
export const INVITATION_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;

/** An invitation's derived state: one of {@link INVITATION_STATES}. */
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Validates an {@link InvitationState}. */
export const invitationStateSchema = z.enum(INVITATION_STATES, {
  error: `Invitation state must be one of ${INVITATION_STATES.join(', ')}`,
});

/** Every kind of activity entry the database triggers write. */
export const ACTIVITY_KINDS = [
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
] as const;

/** The kind of an activity entry: one of {@link ACTIVITY_KINDS}. */
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Validates an {@link ActivityKind}. */
export const activityKindSchema = z.enum(ACTIVITY_KINDS, {
  error: `Activity kind must be one of ${ACTIVITY_KINDS.join(', ')}`,
});

/**
 * Every kind of notification the database writes (supabase/README.md, "Notifications"):
 * `due_soon` for an assigned task due today, `overdue` once its date has passed.
 */
export const NOTIFICATION_KINDS = [
  'mentioned',
  'assigned',
  'commented',
  'state_changed',
  'due_soon',
  'overdue',
  'invited',
  'role_changed',
] as const;

/** The kind of a notification: one of {@link NOTIFICATION_KINDS}. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Validates a {@link NotificationKind}. */
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, {
  error: `Notification kind must be one of ${NOTIFICATION_KINDS.join(', ')}`,
});
