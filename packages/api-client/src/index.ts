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
  NextOption,
  ResendConfirmationInput,
  SessionEvent,
  SessionEventType,
  SessionInfo,
  SignOutOptions,
  SignUpResult,
  TotpEnrollment,
} from './auth/index.js';
export type { ListBoardsOptions } from './boards/index.js';
export { createTandemClient, type TandemClient, type TandemClientOptions } from './client.js';
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
  InvitationInfo,
  SentInvitation,
} from './invitations/index.js';
export type {
  ChangeRoleInput,
  MemberRef,
  MemberWithProfile,
  TransferOwnershipInput,
} from './members/index.js';
export type {
  MarkAllReadInput,
  NotificationChannelChoice,
  NotificationHandlers,
  NotificationsApi,
  UnreadCountOptions,
} from './notifications/index.js';
export type { AvatarUrlOptions, UploadAvatarOptions } from './profiles/index.js';
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
  type TaskFilters,
  type TaskMove,
} from './tasks/index.js';
export type { WatchersApi, WatchInput } from './watchers/index.js';
export type { WorkspaceWithRole } from './workspaces/index.js';
