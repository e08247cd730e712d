/**
 * `@tandem/api-client`: the typed client for Tandem's Supabase backend. Every call validates its
 * input with `@tandem/schemas`, parses what comes back, and throws a {@link TandemError} with a
 * code of the error catalogue when it fails.
 *
 * @packageDocumentation
 */

export {
  type DownloadUrlOptions,
  isUploadCanceledError,
  type UploadAttachmentInput,
  UploadCanceledError,
  type UploadProgress,
} from './attachments/index.js';
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
  ResendConfirmationInput,
  SessionEvent,
  SessionEventType,
  SessionInfo,
  SignOutOptions,
  SignUp,
  SignUpResult,
  TotpEnrollment,
} from './auth/index.js';
export type { BoardCreate, BoardUpdate, ListBoardsOptions } from './boards/index.js';
export { createTandemClient, type TandemClient, type TandemClientOptions } from './client.js';
export type { CommentCreate, CommentEdit } from './comments/index.js';
export type { Database, Json } from './database.js';
export { toTandemError } from './errors/map-error.js';
export {
  type FieldErrors,
  isTandemError,
  TandemError,
  type TandemErrorOptions,
} from './errors/tandem-error.js';
export type { FileBody } from './internal/file-body.js';
export { createMemoryStorage, type KeyValueStorage } from './internal/memory-storage.js';
export type { Page, PageOptions } from './internal/page.js';
export type { InvalidRowReporter } from './internal/validate.js';
export type {
  AcceptedInvitation,
  InvitationCreate,
  InvitationInfo,
  SentInvitation,
} from './invitations/index.js';
export type {
  ChangeRoleInput,
  MemberRef,
  MemberWithProfile,
  TransferOwnershipInput,
} from './members/index.js';
export type { AvatarUpload, AvatarUrlOptions, ProfileChanges } from './profiles/index.js';
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
export {
  type BoardTaskRow,
  DUE_FILTERS,
  type DueFilter,
  TASK_UNDO_WINDOW_MS,
  type TaskBoardMove,
  type TaskChanges,
  type TaskCreate,
  type TaskFilters,
  type TaskMove,
  type TaskNumberRef,
  type TaskUpdate,
} from './tasks/index.js';
export type { WorkspaceUpdate, WorkspaceWithRole } from './workspaces/index.js';
