import { type DbEngine, quoteIdent } from '../db/engine.js';
import type { Logger } from '../log.js';
import type { FilterCondition } from './filters.js';

/** Parses Postgres' text form of a boolean array (`{t,f}`), in case a driver returns it raw. */
function parseBoolArray(value: unknown): boolean[] {
  if (Array.isArray(value)) return value.map((item) => item === true);
  if (typeof value !== 'string') return [];
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((item) => item === 't' || item === 'true') : [];
}

/**
 * Evaluates filter condition sets against one row of `schema.table` in the database, so
 * every operator, cast and comparison is PostgreSQL's own (`realtime.filter_matches`).
 * Returns one boolean per set; a set that cannot be evaluated does not match.
 */
export async function evaluateFilters(
  db: DbEngine,
  log: Logger,
  target: { schema: string; table: string },
  row: Record<string, unknown>,
  sets: FilterCondition[][],
): Promise<boolean[]> {
  if (!sets.length) return [];
  const entity = `${quoteIdent(target.schema)}.${quoteIdent(target.table)}`;
  try {
    const result = await db.withAdmin((tx) =>
      tx.query<{ matches: unknown }>(
        'select realtime.filter_matches($1::regclass, $2::jsonb, $3::jsonb) as matches',
        [entity, JSON.stringify(row), JSON.stringify(sets)],
      ),
    );
    return parseBoolArray(result.rows[0]?.matches);
  } catch (error) {
    log.warn('realtime filter evaluation failed', { entity, error: String(error) });
    return sets.map(() => false);
  }
}
