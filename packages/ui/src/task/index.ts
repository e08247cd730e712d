export { ActivityItem, type ActivityItemProps } from './activity-item';
export { describeActivity } from './activity-text';
export {
  AttachmentList,
  type AttachmentListItem,
  type AttachmentListProps,
} from './attachment-list';
export { CommentComposer, type CommentComposerProps } from './comment-composer';
export { CommentItem, type CommentItemProps } from './comment-item';
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
export { SafeMarkdown, type SafeMarkdownProps } from './markdown';
export {
  TaskDetailPanel,
  type TaskDetailPanelProps,
  TaskProperty,
  type TaskPropertyProps,
} from './task-detail-panel';
