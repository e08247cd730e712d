/**
 * The slice of `@tandem/schemas` the kit's product components use: types, enums and limits.
 * Components import them from here only, so they follow the schemas package in one place.
 *
 * Until `@tandem/schemas` is available to this package, these mirror PRODUCT.md §3 and §9
 * with the same names and shapes.
 */

/** Every task status, in board column order. */
export const TASK_STATUSES = [
  'backlog',
  'todo',
  'in_progress',
  'in_review',
  'done',
  'canceled',
] as const;
/** A task's workflow status. */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Every task priority, lowest first. */
export const TASK_PRIORITIES = ['none', 'low', 'medium', 'high', 'urgent'] as const;
/** A task's priority. */
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** Every workspace member role, least powerful first. */
export const MEMBER_ROLES = ['viewer', 'member', 'admin', 'owner'] as const;
/** A workspace member's role. */
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Every kind of activity entry. */
export const ACTIVITY_KINDS = [
  'task.created',
  'task.updated',
  'task.moved',
  'task.deleted',
  'comment.created',
  'attachment.added',
  'attachment.removed',
  'member.joined',
  'member.left',
  'member.role_changed',
  'board.created',
  'board.archived',
] as const;
/** The kind of an activity entry. */
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A task row (PRODUCT.md §3). Dates are ISO strings; `due_date` is `YYYY-MM-DD`. */
export interface Task {
  id: string;
  workspace_id: string;
  board_id: string;
  number: number;
  title: string;
  description: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  assignee_id: string | null;
  due_date: string | null;
  labels: string[];
  position: string;
  version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** A profile row. */
export interface Profile {
  id: string;
  display_name: string;
  avatar_path: string | null;
  created_at: string;
  updated_at: string;
}

/** A comment row; `deleted_at` set means it shows as "comment deleted". */
export interface Comment {
  id: string;
  task_id: string;
  workspace_id: string;
  author_id: string;
  body: string;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
}

/** An attachment row. */
export interface Attachment {
  id: string;
  task_id: string;
  workspace_id: string;
  object_path: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  uploaded_by: string;
  created_at: string;
}

/** An activity row. */
export interface Activity {
  id: string;
  workspace_id: string;
  task_id: string | null;
  actor_id: string;
  kind: ActivityKind;
  payload: Record<string, unknown>;
  created_at: string;
}

const MIB = 1024 * 1024;

/** Largest attachment accepted, in bytes: 25 MiB. */
export const ATTACHMENT_MAX_BYTES = 25 * MIB;
/** Most attachments one task can hold: 20. */
export const ATTACHMENTS_PER_TASK_MAX = 20;
/** Largest avatar accepted, in bytes: 2 MiB. */
export const AVATAR_MAX_BYTES = 2 * MIB;
/** MIME types accepted for avatars. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** A board column renders its cards in a virtual list once it holds more than this: 200. */
export const VIRTUALIZE_AFTER = 200;
/** Longest comment body, in characters: 4,000. */
export const COMMENT_BODY_MAX_LENGTH = 4000;
