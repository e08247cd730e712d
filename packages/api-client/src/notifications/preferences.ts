import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KINDS_EMAILED_BY_DEFAULT,
  type NotificationKind,
  notificationKindSchema,
  notificationPreferenceSchema,
} from '@tandem/schemas';
import * as z from 'zod/mini';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { requireUserId } from '../internal/current-user.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows, validateInput } from '../internal/validate.js';

/** Where one kind of notification reaches the signed-in user. */
export interface NotificationChannelChoice {
  kind: NotificationKind;
  /** Shown in the inbox. */
  inApp: boolean;
  /** Sent in the email digest. */
  email: boolean;
}

/**
 * The signed-in user's choice for every kind, in {@link NOTIFICATION_KINDS} order: their
 * saved choice, else the defaults (inbox on; email on for mentions and assignments only).
 */
export async function getNotificationPreferences(
  context: ClientContext,
): Promise<NotificationChannelChoice[]> {
  const rows = await unwrap(
    context.supabase
      .from('notification_preferences')
      .select(columnsOf(notificationPreferenceSchema)),
  );
  const saved = new Map(
    parseRows(notificationPreferenceSchema, rows ?? [], context.reportInvalidRow).map((row) => [
      row.kind,
      row,
    ]),
  );
  return NOTIFICATION_KINDS.map((kind) => {
    const row = saved.get(kind);
    return {
      kind,
      inApp: row?.in_app ?? true,
      email: row?.email ?? NOTIFICATION_KINDS_EMAILED_BY_DEFAULT.includes(kind),
    };
  });
}

const choiceSchema = z.object({
  kind: notificationKindSchema,
  inApp: z.boolean(),
  email: z.boolean(),
});

/**
 * Saves the signed-in user's choice for one kind and returns it.
 *
 * @throws TandemError `data/invalid` for an unknown kind, before any request; `data/forbidden`
 * when signed out.
 */
export async function setNotificationPreference(
  context: ClientContext,
  input: NotificationChannelChoice,
): Promise<NotificationChannelChoice> {
  const choice = validateInput(choiceSchema, input);
  const userId = await requireUserId(context);
  await unwrap(
    context.supabase
      .from('notification_preferences')
      .upsert(
        { user_id: userId, kind: choice.kind, in_app: choice.inApp, email: choice.email },
        { onConflict: 'user_id,kind' },
      ),
  );
  return choice;
}
