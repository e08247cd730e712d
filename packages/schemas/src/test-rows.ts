// Rows shaped exactly as PostgREST returns them, for the unit tests; not exported.

/** A few fixed ids. */
export const ids = {
  user: '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f',
  other: '11111111-1111-1111-1111-111111111111',
  workspace: '2b0d7b3c-9f1e-4a6d-b8c2-5e4f3a2b1c0d',
  board: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  task: '0f1e2d3c-4b5a-4697-8877-665544332211',
  row: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
} as const;

/** A `timestamptz` as PostgREST prints it. */
export const at = '2026-11-22T10:40:36.123456+00:00';

export const profileRow = {
  id: ids.user,
  display_name: 'Ann Lee',
  avatar_path: null,
  created_at: at,
  updated_at: at,
};

export const workspaceRow = {
  id: ids.workspace,
  name: 'Acme',
  slug: 'acme',
  created_by: ids.user,
  created_at: at,
  updated_at: at,
};

export const memberRow = {
  workspace_id: ids.workspace,
  user_id: ids.user,
  role: 'owner',
  joined_at: at,
};

export const invitationRow = {
  id: ids.row,
  workspace_id: ids.workspace,
  email: 'bob@example.com',
  role: 'member',
  token: 'k3y-2f9a8c7b6d5e4f3a',
  invited_by: ids.user,
  created_at: '2026-11-01T09:00:00+00:00',
  expires_at: '2026-11-08T09:00:00+00:00',
  accepted_at: null,
  revoked_at: null,
  last_sent_at: null,
};

export const boardRow = {
  id: ids.board,
  workspace_id: ids.workspace,
  name: 'Roadmap',
  description: null,
  archived_at: null,
  created_by: ids.user,
  created_at: at,
  updated_at: at,
};

export const taskRow = {
  id: ids.task,
  workspace_id: ids.workspace,
  board_id: ids.board,
  state_id: ids.row,
  number: 42,
  title: 'Ship the board',
  description: 'Details in **markdown**',
  status: 'in_progress',
  priority: 'high',
  assignee_id: ids.other,
  due_date: '2026-12-01',
  labels: ['ui', 'bug'],
  position: 'a0V',
  version: 3,
  created_by: ids.user,
  created_at: at,
  updated_at: at,
  completed_at: null,
  checklist_done: 0,
  checklist_total: 0,
};

export const commentRow = {
  id: ids.row,
  task_id: ids.task,
  workspace_id: ids.workspace,
  author_id: ids.user,
  body: 'Looks good',
  created_at: at,
  edited_at: null,
  deleted_at: null,
};

export const attachmentRow = {
  id: ids.row,
  task_id: ids.task,
  workspace_id: ids.workspace,
  object_path: `${ids.workspace}/${ids.task}/${ids.row}-spec.pdf`,
  file_name: 'spec.pdf',
  mime_type: 'application/pdf',
  size_bytes: 1024,
  uploaded_by: ids.user,
  created_at: at,
};

export const activityRow = {
  id: 1234,
  workspace_id: ids.workspace,
  task_id: ids.task,
  actor_id: ids.user,
  board_id: ids.board,
  kind: 'task.moved',
  payload: { from: 'todo', to: 'in_progress', number: 42 },
  created_at: at,
};

export const notificationRow = {
  id: ids.row,
  recipient_id: ids.other,
  workspace_id: ids.workspace,
  task_id: ids.task,
  kind: 'mentioned',
  actor_id: ids.user,
  details: { number: 42, title: 'Fix login', in: 'comment' },
  count: 1,
  in_app: true,
  created_at: at,
  updated_at: at,
  read_at: null,
  emailed_at: null,
};

export const notificationPreferenceRow = {
  user_id: ids.user,
  kind: 'commented',
  in_app: true,
  email: false,
  updated_at: at,
};

export const taskWatcherRow = {
  task_id: ids.task,
  user_id: ids.user,
  created_at: at,
};
