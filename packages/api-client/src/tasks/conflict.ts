import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { readTask } from './read-task.js';

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
  const status = cause instanceof TandemError ? cause.status : 409;
  return new TandemError('data/conflict', { current, cause, status });
}
