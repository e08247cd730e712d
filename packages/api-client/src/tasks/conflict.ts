import { type Task, taskSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import { isTandemError, TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow } from '../internal/validate.js';
import { readTask } from './read-task.js';

/** The version a change was based on: a whole number, or absent for no check. */
export const expectedVersionSchema = z.optional(
  z.nullable(
    z
      .int({ error: 'Version must be a whole number' })
      .check(z.nonnegative({ error: 'Version cannot be negative' })),
  ),
);

/**
 * A `data/conflict` carrying the task as the server holds it now (`current`), for the
 * "reload or overwrite" dialog; `data/not-found` if it has since disappeared.
 */
export async function conflictWithCurrent(
  context: ClientContext,
  taskId: string,
  cause?: unknown,
): Promise<TandemError> {
  const current = await readTask(context, taskId);
  if (!current) return new TandemError('data/not-found', { cause });
  const status = isTandemError(cause) ? cause.status : undefined;
  return new TandemError('data/conflict', { current, cause, status });
}

/**
 * Awaits a versioned RPC that answers with the changed task and parses it; a stale version
 * becomes a `data/conflict` carrying the task as it is now, the same for every such call.
 */
export async function versionedTaskCall(
  context: ClientContext,
  taskId: string,
  call: PromiseLike<{ data: unknown; error: unknown }>,
): Promise<Task> {
  try {
    return parseRow(taskSchema, await unwrapOne(call));
  } catch (error) {
    if (isTandemError(error, 'data/conflict')) {
      throw await conflictWithCurrent(context, taskId, error);
    }
    throw error;
  }
}
