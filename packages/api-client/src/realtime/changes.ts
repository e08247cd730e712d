import * as z from 'zod/mini';
import { TandemError } from '../errors/tandem-error.js';

/**
 * The payload `realtime.broadcast_changes()` sends for a row change (supabase/migrations
 * `…_realtime.sql`): the operation, the table, and the row after (`record`) and before
 * (`old_record`) the change, each `null` where the operation has none.
 */
const changePayloadSchema = z.object({
  operation: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  schema: z.literal('public'),
  table: z.string(),
  record: z.optional(z.nullable(z.unknown())),
  old_record: z.optional(z.nullable(z.unknown())),
});

/** A row change as it arrived, before its rows are parsed with the table's entity schema. */
export type RowChange = z.infer<typeof changePayloadSchema>;

/** A row change with its rows parsed: the new row, the old one, or both. */
export type ParsedChange<Row> =
  | { operation: 'INSERT'; record: Row; old: null }
  | { operation: 'UPDATE'; record: Row; old: Row }
  | { operation: 'DELETE'; record: null; old: Row };

/** Reads the envelope of a `broadcast_changes` message; `undefined` for anything else. */
export function readChange(payload: unknown): RowChange | undefined {
  const result = changePayloadSchema.safeParse(payload);
  return result.success ? result.data : undefined;
}

/**
 * Parses the rows of a change with the table's entity schema. A row that does not parse means
 * the client and the database disagree about the schema: `unknown`, with the parse error as
 * cause, which the channel reports through `onError` and otherwise ignores.
 */
export function parseChange<S extends z.ZodMiniType>(
  schema: S,
  change: RowChange,
): ParsedChange<z.output<S>> {
  const parse = (row: unknown) => {
    if (row === null || row === undefined) return null;
    const result = schema.safeParse(row);
    if (!result.success) {
      throw new TandemError('unknown', {
        message: `A realtime ${change.operation} of ${change.table} did not match its schema.`,
        cause: result.error,
      });
    }
    return result.data;
  };
  const record = parse(change.record);
  const old = parse(change.old_record);
  if (change.operation === 'INSERT' && record) return { operation: 'INSERT', record, old: null };
  if (change.operation === 'UPDATE' && record && old) return { operation: 'UPDATE', record, old };
  if (change.operation === 'DELETE' && old) return { operation: 'DELETE', record: null, old };
  throw new TandemError('unknown', {
    message: `A realtime ${change.operation} of ${change.table} came without its rows.`,
  });
}

/**
 * The column a topic's rows carry its id in, e.g. `board_id` for `board:<id>`, `recipient_id`
 * for `user:<id>`.
 */
export interface TopicOwner {
  column: 'board_id' | 'task_id' | 'workspace_id' | 'recipient_id';
  id: string;
}

/**
 * Whether a change can be one the database sent on the topic: the trigger broadcasts a row to
 * the topic of its parent, so the new or old row names the topic's id (a task moved away
 * names it only in the old row). Anything else did not come from the database and is dropped.
 */
export function belongsTo(change: RowChange, owner: TopicOwner): boolean {
  const named = (row: unknown) =>
    typeof row === 'object' &&
    row !== null &&
    (row as Record<string, unknown>)[owner.column] === owner.id;
  return named(change.record) || named(change.old_record);
}
