import type { NotificationKind } from '../domain/schemas';

// Every kind the database writes, as `@tandem/schemas` spells them.
export { NOTIFICATION_KINDS, type NotificationKind } from '../domain/schemas';

/**
 * A notification as the inbox shows it: the fields of a `notifications` row the kit reads, in
 * the row's own names, so the app passes rows as they come. `details` is the row's jsonb, read
 * defensively: `number` and `title` of the task, `from`/`to` (states or roles), `in`
 * (`'comment'` or `'description'` for a mention), `due_date`, `role`, `workspace_name`.
 */
export interface InboxNotification {
  id: string;
  workspace_id: string;
  /** The task concerned; `null` for workspace-level kinds (invited, role changed). */
  task_id: string | null;
  kind: NotificationKind;
  /** Who caused it; `null` for Tandem itself (reminders) or a deleted account. */
  actor_id: string | null;
  details: Readonly<Record<string, unknown>>;
  /** How many events this notification stands for (a burst of comments is one). */
  count: number;
  created_at: string;
  /** When the latest of its events happened: the inbox sorts and dates by it. */
  updated_at: string;
  read_at: string | null;
}

/** A person a notification names. */
export interface NotificationPerson {
  name: string;
  avatarUrl?: string | null;
}

/**
 * How a notification's ids become names: `person` for its actor (current name, so a rename
 * shows at once), `workspace` for a workspace the details do not name.
 */
export interface NotificationNames {
  person: (id: string) => NotificationPerson | undefined;
  workspace?: (id: string) => string | undefined;
}
