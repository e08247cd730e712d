import * as z from 'zod/mini';
import { notificationKindSchema } from '../enums.js';
import { timestampSchema, uuidSchema } from '../fields/columns.js';

/**
 * A row of `public.notifications`, written only by database triggers and scheduled jobs and
 * readable by its recipient alone.
 */
export const notificationSchema = z.object({
  id: uuidSchema,
  recipient_id: uuidSchema,
  workspace_id: uuidSchema,
  /** The task concerned; `null` for workspace-level kinds (`invited`, `role_changed`). */
  task_id: z.nullable(uuidSchema),
  kind: notificationKindSchema,
  /** Who caused it; `null` for Tandem itself (reminders) or a deleted account. */
  actor_id: z.nullable(uuidSchema),
  /**
   * What the notification is worded with (a `jsonb` object): the task's `number` and `title`,
   * `from`/`to` states or roles, `in` (`comment` or `description`) for a mention, and so on.
   */
  details: z.record(z.string(), z.json()),
  /** How many events this notification stands for: a burst while unread is folded into one. */
  count: z.int().check(z.positive()),
  /** `false` when the inbox is off for this kind and the row is kept for the email only. */
  in_app: z.boolean(),
  created_at: timestampSchema,
  /** When its latest event happened: the inbox sorts by it. */
  updated_at: timestampSchema,
  /** When it was marked read; `null` while unread. */
  read_at: z.nullable(timestampSchema),
  /** When it went out in an email digest; `null` if never. */
  emailed_at: z.nullable(timestampSchema),
});

/** A row of `public.notifications`. */
export interface Notification extends z.infer<typeof notificationSchema> {}

/**
 * A row of `public.notification_preferences`: one person's explicit choice for one kind.
 * Without a row the inbox is on, and email is on for `mentioned` and `assigned` only.
 */
export const notificationPreferenceSchema = z.object({
  user_id: uuidSchema,
  kind: notificationKindSchema,
  /** Shown in the inbox. */
  in_app: z.boolean(),
  /** Sent in the email digest. */
  email: z.boolean(),
  updated_at: timestampSchema,
});

/** A row of `public.notification_preferences`. */
export interface NotificationPreference extends z.infer<typeof notificationPreferenceSchema> {}
