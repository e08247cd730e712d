import type { AuthApi } from './auth/index.js';

/**
 * Every namespace but auth (which comes with the client's core), by name: its module, imported
 * on the namespace's first call, and the factory that builds it over the client's context. A
 * bundler makes each import a chunk of its own, so a page that signs in and lists workspaces
 * fetches the code of those two only. A namespace is one line here and one member of
 * `TandemClient`; its calls need no list (see `deferNamespace`).
 */
export const NAMESPACES = {
  profiles: () => import('./profiles/index.js').then((module) => module.createProfilesApi),
  workspaces: () => import('./workspaces/index.js').then((module) => module.createWorkspacesApi),
  members: () => import('./members/index.js').then((module) => module.createMembersApi),
  invitations: () => import('./invitations/index.js').then((module) => module.createInvitationsApi),
  boards: () => import('./boards/index.js').then((module) => module.createBoardsApi),
  states: () => import('./states/index.js').then((module) => module.createStatesApi),
  tasks: () => import('./tasks/index.js').then((module) => module.createTasksApi),
  comments: () => import('./comments/index.js').then((module) => module.createCommentsApi),
  attachments: () => import('./attachments/index.js').then((module) => module.createAttachmentsApi),
  activity: () => import('./activity/index.js').then((module) => module.createActivityApi),
  realtime: () => import('./realtime/index.js').then((module) => module.createRealtimeApi),
  notifications: () =>
    import('./notifications/index.js').then((module) => module.createNotificationsApi),
  watchers: () => import('./watchers/index.js').then((module) => module.createWatchersApi),
  checklists: () => import('./checklists/index.js').then((module) => module.createChecklistsApi),
  labels: () => import('./labels/index.js').then((module) => module.createLabelsApi),
  views: () => import('./views/index.js').then((module) => module.createViewsApi),
  transfer: () => import('./transfer/index.js').then((module) => module.createTransferApi),
};

/** Each namespace of the client, by name, as its factory (or, for auth, the core) builds it. */
export type NamespaceApis = { auth: AuthApi } & {
  [K in keyof typeof NAMESPACES]: ReturnType<Awaited<ReturnType<(typeof NAMESPACES)[K]>>>;
};
