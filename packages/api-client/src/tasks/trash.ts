import { timestampSchema, uuidSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { unwrap, unwrapOne } from '../internal/unwrap.js';
import { parseRow, parseRows, validateInput } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { type TaskNumberRef, taskNumberRefSchema } from './get-task.js';

// What the list and the lookup share: the task as it was deleted, and who deleted it when.
const deletedTaskFields = {
  task_id: uuidSchema,
  number: z.int(),
  title: z.string(),
  board_id: uuidSchema,
  board_name: z.string(),
  /** Its board has been archived since: restoring waits until the board is restored. */
  board_archived: z.boolean(),
  /** Who deleted it; `null` once their account is deleted (or for a delete by no person). */
  deleted_by: z.nullable(uuidSchema),
  /** Their display name; `null` as `deleted_by`. */
  deleted_by_name: z.nullable(z.string()),
  deleted_at: timestampSchema,
  /** When the Trash lets it go: `deleted_at` + `TASK_TRASH_RETENTION_DAYS` days. */
  restorable_until: timestampSchema,
};

/** Validates a row of {@link listTrash}. */
export const trashedTaskSchema = z.object({
  ...deletedTaskFields,
  comment_count: z.int(),
  attachment_count: z.int(),
});

/** A deleted task in its workspace's Trash, which the caller may restore. */
export interface TrashedTask extends z.infer<typeof trashedTaskSchema> {}

/** Validates the answer of {@link findInTrash}. */
export const trashedTaskLookupSchema = z.object({
  ...deletedTaskFields,
  /** Whether the caller may restore it: admins and the owner, or the member who deleted it. */
  can_restore: z.boolean(),
});

/** Task #N of a workspace found in its Trash, and whether the caller may bring it back. */
export interface TrashedTaskLookup extends z.infer<typeof trashedTaskLookupSchema> {}

/**
 * The workspace's Trash (RPC `task_trash`): its deleted tasks the caller may restore, newest
 * deletion first. Admins and the owner see every one, members those they deleted themselves
 * (as admins, since demoted).
 *
 * @throws TandemError `data/forbidden` for viewers (they restore nothing); `data/not-found` for
 * a workspace the caller is not a member of; `data/invalid` for a malformed id, before any
 * request.
 */
export async function listTrash(
  context: ClientContext,
  workspaceId: string,
): Promise<TrashedTask[]> {
  const id = validateId(workspaceId, 'workspaceId');
  const rows = await unwrap(context.supabase.rpc('task_trash', { workspace_id: id }));
  return parseRows(trashedTaskSchema, rows ?? [], context.reportInvalidRow);
}

/**
 * Whether task #N of a workspace is in its Trash (RPC `trashed_task`, any member, viewers
 * included): who deleted it, when, until when it can come back and whether the caller may
 * restore it. For a deleted task's link, which can then say where the task went.
 *
 * @throws TandemError `data/not-found` when no such task is in the Trash (never deleted,
 * restored, purged) or the caller is not a member; `data/invalid` for a malformed reference,
 * before any request.
 */
export async function findInTrash(
  context: ClientContext,
  ref: TaskNumberRef,
): Promise<TrashedTaskLookup> {
  const input = validateInput(taskNumberRefSchema, ref);
  const row = await unwrapOne(
    context.supabase.rpc('trashed_task', {
      workspace_id: input.workspaceId,
      task_number: input.number,
    }),
  );
  return parseRow(trashedTaskLookupSchema, row);
}
