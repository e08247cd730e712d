/**
 * `@tandem/api-client`: the typed client for Tandem's Supabase backend. Every call validates its
 * input with `@tandem/schemas`, parses what comes back, and throws a {@link TandemError} with a
 * code of the error catalogue when it fails.
 *
 * @packageDocumentation
 * @module @tandem/api-client
 */

// The rows the client returns and the inputs it takes, as `@tandem/schemas` defines them, so a
// consumer can name them without depending on that package.
export type {
  Activity,
  ActivityKind,
  Attachment,
  Board,
  BoardState,
  ChecklistItem,
  Comment,
  CreateCommentInput,
  CreateWorkspaceInput,
  Invitation,
  InvitationRole,
  InvitationState,
  LabelColor,
  MemberRole,
  Notification,
  NotificationKind,
  Profile,
  SavedView,
  StateCategory,
  StateLoad,
  Task,
  TaskPriority,
  TaskStatus,
  TaskWatcher,
  UpdateBoardInput,
  UpdateCommentInput,
  UpdateProfileInput,
  UpdateTaskInput,
  UpdateWorkspaceInput,
  Workspace,
  WorkspaceLabel,
  WorkspaceMember,
} from '@tandem/schemas';
// Board order's one owner is `@tandem/schemas`; the client hands it on so a consumer sorting
// its cache needs no second import.
export { type BoardOrderFields, compareBoardOrder } from '@tandem/schemas';
// Values come from their own modules, not the namespaces' index files: those import every
// call, which loads with the client's code on first use (see `createTandemClient`).
export type { ActivityApi, WorkspaceActivityOptions } from './activity/index.js';
export type {
  AttachmentsApi,
  DownloadUrlOptions,
  ImageTransform,
  UploadAttachmentInput,
  UploadProgress,
} from './attachments/index.js';
export {
  isUploadCanceledError,
  UploadCanceledError,
} from './attachments/upload-canceled-error.js';
export type {
  AssuranceLevel,
  AssuranceLevelName,
  AuthApi,
  AuthCallbackResult,
  AuthClaims,
  AuthUser,
  EmailCodeInput,
  GitHubSignInOptions,
  MfaFactor,
  MfaFailure,
  NewPassword,
  NextOption,
  Passkey,
  PasskeyFailure,
  ResendConfirmationInput,
  SessionEvent,
  SessionEventType,
  SessionInfo,
  SignOutOptions,
  SignUp,
  SignUpResult,
  TotpEnrollment,
} from './auth/index.js';
export type { BoardCreate, BoardsApi, BoardUpdate, ListBoardsOptions } from './boards/index.js';
export type {
  ChecklistItemAdd,
  ChecklistItemMove,
  ChecklistItemUpdate,
  ChecklistsApi,
} from './checklists/index.js';
export {
  createTandemClient,
  type NamespaceName,
  type TandemClient,
  type TandemClientOptions,
} from './client.js';
export type { CommentCreate, CommentEdit, CommentsApi } from './comments/index.js';
export type { Database, Json } from './database.js';
export { toTandemError } from './errors/map-error.js';
export {
  type FieldErrors,
  isTandemError,
  TandemError,
  type TandemErrorOptions,
} from './errors/tandem-error.js';
export type { SupabaseParts } from './internal/context.js';
export type { FileBody } from './internal/file-body.js';
export { createMemoryStorage, type KeyValueStorage } from './internal/memory-storage.js';
export type { Page, PageOptions } from './internal/page.js';
export type { InvalidRowReporter } from './internal/validate.js';
export type {
  AcceptedInvitation,
  InvitationCreate,
  InvitationInfo,
  InvitationLinkInput,
  InvitationsApi,
  SentInvitation,
} from './invitations/index.js';
export type { LabelCreate, LabelMerge, LabelsApi, LabelUpdate } from './labels/index.js';
export type {
  ChangeRoleInput,
  MemberRef,
  MembersApi,
  MemberWithProfile,
  TransferOwnershipInput,
} from './members/index.js';
export type {
  MarkAllReadInput,
  NotificationChannelChoice,
  NotificationHandlers,
  NotificationPreferencesApi,
  NotificationsApi,
  UnreadCountOptions,
} from './notifications/index.js';
export type {
  AvatarUpload,
  AvatarUrlOptions,
  ProfileChanges,
  ProfilesApi,
} from './profiles/index.js';
export type { RealtimeApi } from './realtime/index.js';
export type {
  BoardHandlers,
  BoardViewer,
  ChannelHandlers,
  ChannelStatus,
  ChannelSubscription,
  ConnectionState,
  PresenceState,
  Subscription,
  TaskHandlers,
  WorkspaceHandlers,
} from './realtime/types.js';
export type {
  StateCreate,
  StateDelete,
  StateMove,
  StatesApi,
  StateUpdate,
} from './states/index.js';
export { isBoardStreaming } from './tasks/board-streaming.js';
export { DUE_FILTERS } from './tasks/filters.js';
export type {
  AssignedTask,
  BoardTaskRow,
  DueFilter,
  TaskBoardMove,
  TaskBulkChanges,
  TaskBulkPrevious,
  TaskBulkUndo,
  TaskBulkUpdate,
  TaskChanges,
  TaskCreate,
  TaskFilters,
  TaskMove,
  TaskNumberRef,
  TasksApi,
  TaskUpdate,
  TrashedTask,
  TrashedTaskLookup,
} from './tasks/index.js';
export { TASK_TRASH_RETENTION_DAYS, TASK_UNDO_WINDOW_MS } from './tasks/restore-task.js';
export type {
  CsvFile,
  ImportBoardInput,
  ImportFile,
  ImportFileInput,
  ImportProgress,
  ImportReport,
  TransferApi,
} from './transfer/index.js';
export type { ViewCreate, ViewsApi, ViewUpdate } from './views/index.js';
export type { WatchersApi, WatchInput } from './watchers/index.js';
export type { WorkspacesApi, WorkspaceUpdate, WorkspaceWithRole } from './workspaces/index.js';
