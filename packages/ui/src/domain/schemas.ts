/**
 * The slice of `@tandem/schemas` the kit's product components use: types, enums and limits.
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
  CHECKLIST_ITEM_TITLE_MAX_LENGTH,
  CHECKLIST_ITEMS_PER_TASK_MAX,
  checklistItemTitleSchema,
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  COMMENT_BODY_MAX_LENGTH,
  type Comment,
  labelSchema,
  MEMBER_ROLES,
  type MemberRole,
  type Profile,
  TASK_LABEL_MAX_LENGTH,
  TASK_LABELS_MAX,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type Task,
  type TaskPriority,
  type TaskStatus,
  VIRTUALIZE_AFTER,
} from '@tandem/schemas';
