import type * as z from 'zod/mini';

/**
 * The PostgREST `select` list of an entity schema's keys: only what the schema parses is
 * fetched, so wide columns it does not need (the tasks' `search` tsvector) never travel.
 */
export function columnsOf(schema: z.ZodMiniObject): string {
  return Object.keys(schema.shape).join(',');
}
