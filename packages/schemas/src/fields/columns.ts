import * as z from 'zod/mini';

/**
 * A uuid as PostgREST returns it: 8-4-4-4-12 hex digits. Any version is accepted because the
 * PostgreSQL `uuid` type accepts any (seed data often uses hand-written ids).
 */
export const uuidSchema = z.guid({ error: 'Must be a UUID' });

/**
 * A `timestamptz` as PostgREST returns it: ISO 8601 with a UTC offset or `Z`, any precision
 * (PostgreSQL prints microseconds, e.g. `2026-11-22T10:40:36.123456+00:00`).
 */
export const timestampSchema = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO 8601 timestamp',
});

/** A `date` as PostgREST returns it: `YYYY-MM-DD`, a real calendar day. */
export const dateSchema = z.iso.date({ error: 'Must be a date in the form YYYY-MM-DD' });
