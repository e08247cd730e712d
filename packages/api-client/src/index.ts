/**
 * `@tandem/api-client`: the typed client for Tandem's Supabase backend. Every call validates its
 * input with `@tandem/schemas`, parses what comes back, and throws a {@link TandemError} with a
 * code of the error catalogue when it fails.
 *
 * @packageDocumentation
 */

// Values come from their own modules, not the namespaces' index files: those import every
// call, which loads with the client's code on first use (see `createTandemClient`).
export type {
  DownloadUrlOptions,
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
export type { SupabaseParts } from './internal/context.js';
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
export { DUE_FILTERS } from './tasks/filters.js';
export type {
  BoardTaskRow,
  DueFilter,
  TaskBoardMove,
  TaskFilters,
  TaskMove,
} from './tasks/index.js';
export { TASK_UNDO_WINDOW_MS } from './tasks/restore-task.js';
export type { WorkspaceWithRole } from './workspaces/index.js';
