/**
 * The slice of `@tandem/schemas` the kit uses: types, enums, limits and the board's order rules.
 * Components import them from here only, so the kit's dependency on the schemas package is
 * visible in one place.
 */
export {
  ACTIVITY_KINDS,
  type Activity,
  type ActivityKind,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_TASK_MAX,
  type Attachment,
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  type BoardMove,
  type BoardOrderFields,
  boardMoveOf,
  COMMENT_BODY_MAX_LENGTH,
  type ColumnOrder,
  type Comment,
  groupByStatus,
  labelSchema,
  locate,
  MEMBER_ROLES,
  type MemberRole,
  type Neighbours,
  neighboursOf,
  type Profile,
  reorderColumns,
  TASK_LABEL_MAX_LENGTH,
  TASK_LABELS_MAX,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type Task,
  type TaskPriority,
  type TaskStatus,
  VIRTUALIZE_AFTER,
} from '@tandem/schemas';
