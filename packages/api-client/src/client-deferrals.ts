import type { ActivityApi } from './activity/index.js';
import type { AttachmentsApi } from './attachments/index.js';
import type { AuthApi } from './auth/index.js';
import type { BoardsApi } from './boards/index.js';
import type { ChecklistsApi } from './checklists/index.js';
import type { TandemClient } from './client.js';
import type { PartLoader } from './client-parts.js';
import type { CommentsApi } from './comments/index.js';
import { deferNamespace } from './internal/deferred-namespace.js';
import type { InvitationsApi } from './invitations/index.js';
import { linkFor } from './invitations/link-for.js';
import type { LabelsApi } from './labels/index.js';
import type { MembersApi } from './members/index.js';
import type { NotificationsApi } from './notifications/index.js';
import { avatarUrl } from './profiles/avatar-url.js';
import type { ProfilesApi } from './profiles/index.js';
import { deferRealtime } from './realtime/deferred.js';
import type { StatesApi } from './states/index.js';
import type { TasksApi } from './tasks/index.js';
import type { TransferApi } from './transfer/index.js';
import type { ViewsApi } from './views/index.js';
import type { WatchersApi } from './watchers/index.js';
import type { WorkspacesApi } from './workspaces/index.js';
import { suggestSlug } from './workspaces/suggest-slug.js';

/** What the pure helpers need without the loaded code: the project URL and the app's origin. */
export interface ClientAddresses {
  url: string;
  appUrl: string | undefined;
}

/**
 * The namespaces of the signed-in person: auth and profiles, usable before their code has
 * loaded (see `deferNamespace`). Avatar URLs need no loaded code.
 */
export function deferAccountNamespaces(
  part: PartLoader,
  { url }: ClientAddresses,
): Pick<TandemClient, 'auth' | 'profiles'> {
  return {
    auth: deferNamespace<AuthApi>(part('auth'), {
      signUp: 'call',
      signInWithPassword: 'call',
      sendMagicLink: 'call',
      verifyEmailCode: 'call',
      signInWithGitHub: 'call',
      resendConfirmation: 'call',
      requestPasswordReset: 'call',
      updatePassword: 'call',
      handleAuthCallback: 'call',
      signOut: 'call',
      updateEmail: 'call',
      getUser: 'call',
      getClaims: 'call',
      getSession: 'call',
      onSessionChange: 'subscribe',
      enrollTotp: 'call',
      challengeAndVerify: 'call',
      unenrollFactor: 'call',
      listFactors: 'call',
      getAssuranceLevel: 'call',
      mfaFailureOf: 'once-loaded',
      signInWithPasskey: 'call',
      addPasskey: 'call',
      listPasskeys: 'call',
      renamePasskey: 'call',
      removePasskey: 'call',
      passkeyFailureOf: 'once-loaded',
    }),
    profiles: deferNamespace<ProfilesApi>(part('profiles'), {
      get: 'call',
      me: 'call',
      update: 'call',
      uploadAvatar: 'call',
      deleteAvatarFile: 'call',
      avatarUrl: (path, avatarOptions) => avatarUrl(url, path, avatarOptions),
    }),
  };
}

/** The namespaces of workspaces, their members, invitations, boards and their states. */
export function deferWorkspaceNamespaces(
  part: PartLoader,
  { appUrl }: ClientAddresses,
): Pick<TandemClient, 'workspaces' | 'members' | 'invitations' | 'boards' | 'states'> {
  return {
    workspaces: deferNamespace<WorkspacesApi>(part('workspaces'), {
      listMine: 'call',
      getBySlug: 'call',
      create: 'call',
      isSlugAvailable: 'call',
      suggestSlug,
      update: 'call',
      delete: 'call',
      lastOpened: 'call',
      rememberOpened: 'call',
    }),
    members: deferNamespace<MembersApi>(part('members'), {
      list: 'call',
      changeRole: 'call',
      remove: 'call',
      leave: 'call',
      transferOwnership: 'call',
    }),
    invitations: deferNamespace<InvitationsApi>(part('invitations'), {
      listPending: 'call',
      invite: 'call',
      linkFor: (invitation) => linkFor({ appUrl }, invitation),
      send: 'call',
      revoke: 'call',
      get: 'call',
      accept: 'call',
    }),
    boards: deferNamespace<BoardsApi>(part('boards'), {
      list: 'call',
      get: 'call',
      create: 'call',
      update: 'call',
      archive: 'call',
      restore: 'call',
    }),
    states: deferNamespace<StatesApi>(part('states'), {
      list: 'call',
      load: 'call',
      create: 'call',
      update: 'call',
      move: 'call',
      delete: 'call',
    }),
  };
}

/** The namespaces of the work itself: tasks, their comments, files, history and who follows them. */
export function deferWorkNamespaces(
  part: PartLoader,
): Pick<
  TandemClient,
  | 'tasks'
  | 'comments'
  | 'attachments'
  | 'activity'
  | 'realtime'
  | 'notifications'
  | 'watchers'
  | 'checklists'
  | 'labels'
  | 'views'
  | 'transfer'
> {
  return {
    tasks: deferNamespace<TasksApi>(part('tasks'), {
      listBoard: 'call',
      listBoardPages: 'iterate',
      assignedToMe: 'call',
      getByNumber: 'call',
      get: 'call',
      search: 'call',
      create: 'call',
      update: 'call',
      move: 'call',
      moveToBoard: 'call',
      delete: 'call',
      restore: 'call',
      listTrash: 'call',
      findInTrash: 'call',
      bulkUpdate: 'call',
      bulkRevert: 'call',
      bulkDelete: 'call',
      bulkRestore: 'call',
    }),
    comments: deferNamespace<CommentsApi>(part('comments'), {
      list: 'call',
      create: 'call',
      edit: 'call',
      delete: 'call',
    }),
    attachments: deferNamespace<AttachmentsApi>(part('attachments'), {
      upload: 'call',
      list: 'call',
      downloadUrl: 'call',
      delete: 'call',
    }),
    activity: deferNamespace<ActivityApi>(part('activity'), {
      listWorkspace: 'call',
      listTask: 'call',
    }),
    realtime: deferRealtime(part('realtime')),
    notifications: deferNamespace<NotificationsApi>(part('notifications'), {
      list: 'call',
      unreadCount: 'call',
      markRead: 'call',
      markAllRead: 'call',
      preferences: deferNamespace<NotificationsApi['preferences']>(
        () => part('notifications')().then((notifications) => notifications.preferences),
        { get: 'call', set: 'call' },
      ),
      subscribe: 'call',
    }),
    watchers: deferNamespace<WatchersApi>(part('watchers'), {
      list: 'call',
      watch: 'call',
      unwatch: 'call',
    }),
    checklists: deferNamespace<ChecklistsApi>(part('checklists'), {
      list: 'call',
      add: 'call',
      update: 'call',
      move: 'call',
      delete: 'call',
      restore: 'call',
      toTask: 'call',
    }),
    labels: deferNamespace<LabelsApi>(part('labels'), {
      list: 'call',
      create: 'call',
      update: 'call',
      merge: 'call',
      delete: 'call',
    }),
    views: deferNamespace<ViewsApi>(part('views'), {
      list: 'call',
      create: 'call',
      update: 'call',
      delete: 'call',
    }),
    transfer: deferNamespace<TransferApi>(part('transfer'), {
      read: 'call',
      preview: 'call',
      importBoard: 'call',
      exportJson: 'call',
      exportCsv: 'call',
    }),
  };
}
