import type { TestBackend } from '@tandem/local-backend/testing';
import { query, type TestUser } from './helpers.js';

/** Saves a view as `by` and returns its id. */
export async function saveView(
  backend: TestBackend,
  by: TestUser,
  boardId: string,
  values: { name: string; shared: boolean; query?: object },
): Promise<string> {
  const result = await query<{ id: string }>(
    backend,
    by,
    `insert into public.saved_views (board_id, name, shared, query) values ($1, $2, $3, $4)
     returning id`,
    [boardId, values.name, values.shared, JSON.stringify(values.query ?? {})],
  );
  return result.rows[0]?.id as string;
}
