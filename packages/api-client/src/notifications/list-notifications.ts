import { type Notification, notificationSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { newestFirstPage, type Page, type PageOptions } from '../internal/page.js';
import { parseRows } from '../internal/validate.js';

/**
 * One page of 50 of the signed-in user's inbox, newest first. Pages are cut by
 * `(created_at, id)`, which a folded repeat does not change, so notifications arriving or
 * folding meanwhile never shift or repeat a page; the inbox orders what it shows by
 * `updated_at`. Rows kept only for the email (inbox off for their kind) are left out.
 *
 * @throws TandemError `data/invalid` for a cursor this client did not make, before any request.
 */
export async function listNotifications(
  context: ClientContext,
  options?: PageOptions,
): Promise<Page<Notification>> {
  const { rows, nextCursor } = await newestFirstPage(
    context.supabase.from('notifications').select(columnsOf(notificationSchema)).eq('in_app', true),
    options,
  );
  return { items: parseRows(notificationSchema, rows, context.reportInvalidRow), nextCursor };
}
