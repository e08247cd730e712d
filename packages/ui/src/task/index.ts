export { ActivityItem, type ActivityItemProps } from './activity-item';
export { describeActivity } from './activity-text';
export {
  AttachmentList,
  type AttachmentListItem,
  type AttachmentListProps,
} from './attachment-list';
export { Checklist, type ChecklistProps } from './checklist';
export { ChecklistAddField, type ChecklistAddFieldProps } from './checklist-add-field';
export type { ChecklistEntry } from './checklist-order';
export { ChecklistProgress, type ChecklistProgressProps } from './checklist-progress';
export { ChecklistRow, type ChecklistRowProps } from './checklist-row';
export { CommentComposer, type CommentComposerProps } from './comment-composer';
export { CommentItem, type CommentItemProps } from './comment-item';
export { DraftNotice, type DraftNoticeProps } from './draft-notice';
export { EditableMarkdown, type EditableMarkdownProps } from './editable-markdown';
export { EditableTitle, type EditableTitleHandle, type EditableTitleProps } from './editable-title';
export { EditingBadge, type EditingBadgeProps } from './editing-badge';
export { FileDropzone, type FileDropzoneProps } from './file-dropzone';
export {
  ATTACHMENT_RULES,
  AVATAR_RULES,
  checkFile,
  type FileRejection,
  type FileRules,
  partitionFiles,
} from './file-rules';
export { formatBytes, formatRelativeTime } from './format';
export { LabelEditor, type LabelEditorProps } from './label-editor';
export type { LabelOption } from './label-options';
export { LabelPicker, type LabelPickerProps } from './label-picker';
export { SafeMarkdown, type SafeMarkdownProps, USER_LINK_REL } from './markdown';
export { MentionChip, type MentionChipProps } from './mention-chip';
export { MentionPicker, type MentionPickerProps, mentionOptionId } from './mention-picker';
export { insertMention, type MentionQuery, matchMembers, mentionQueryAt } from './mention-query';
export { MentionSummary, type MentionSummaryProps } from './mention-summary';
export { MentionText, type MentionTextProps } from './mention-text';
export {
  MENTION_PATTERN,
  type MentionMember,
  type MentionPart,
  type MentionResolver,
  mentionedIds,
  mentionToken,
  resolverFor,
  splitMentions,
  UNKNOWN_MENTION,
} from './mention-tokens';
export {
  type ConflictRow,
  TaskConflictDialog,
  type TaskConflictDialogProps,
} from './task-conflict-dialog';
export {
  TaskDetailPanel,
  type TaskDetailPanelProps,
  TaskProperty,
  type TaskPropertyProps,
} from './task-detail-panel';
export { TaskDetailSkeleton, type TaskDetailSkeletonProps } from './task-detail-skeleton';
export { TaskSection, type TaskSectionProps } from './task-section';
export {
  type MentionPickerBinding,
  type MentionPickerOptions,
  useMentionPicker,
} from './use-mention-picker';
