import { type DbEngine, quoteIdent } from '../db/engine.js';
import type { Logger } from '../log.js';
import type { FilterCondition } from './filters.js';

/** Cached conditions kept before the cache starts over. */
const MAX_CACHED = 2000;

/** Parses Postgres' text form of a boolean array (`{t,f}`), in case a driver returns it raw. */
function parseBoolArray(value: unknown): boolean[] {
  if (Array.isArray(value)) return value.map((item) => item === true);
  if (typeof value !== 'string') return [];
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((item) => item === 't' || item === 'true') : [];
}

/**
 * Evaluates filter condition sets against a changed row in the database, so every operator,
 * cast and comparison is PostgreSQL's own. Each set's SQL condition is built once by
 * `realtime.filter_expression` and cached; a change then costs one plain statement that
 * evaluates every set the row's subscribers use.
 */
export class FilterEvaluator {
  private readonly expressions = new Map<string, string>();

  constructor(
    private readonly db: DbEngine,
    private readonly log: Logger,
  ) {}

  /** Forgets cached conditions (column types may have changed). */
  clear(): void {
    this.expressions.clear();
  }

  /**
   * One boolean per set: whether `row` of `schema.table` meets every condition of it. A set
   * that cannot be evaluated does not match.
   */
  async evaluate(
    target: { schema: string; table: string },
    row: Record<string, unknown>,
    sets: FilterCondition[][],
  ): Promise<boolean[]> {
    if (!sets.length) return [];
    const entity = `${quoteIdent(target.schema)}.${quoteIdent(target.table)}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const conditions = await this.expressionsFor(entity, sets);
        const result = await this.db.withAdmin((tx) =>
          tx.query<{ matches: unknown }>(
            `select array[${conditions.join(', ')}]::boolean[] as matches
             from pg_catalog.jsonb_populate_record(null::${entity}, $1::jsonb) r`,
            [JSON.stringify(row)],
          ),
        );
        return parseBoolArray(result.rows[0]?.matches);
      } catch (error) {
        // A cached condition may predate a change of the table: build them again once.
        this.clear();
        if (attempt === 1) {
          this.log.warn('realtime filter evaluation failed', { entity, error: String(error) });
        }
      }
    }
    return sets.map(() => false);
  }

  private async expressionsFor(entity: string, sets: FilterCondition[][]): Promise<string[]> {
    if (this.expressions.size > MAX_CACHED) this.clear();
    const keys = sets.map((set) => `${entity}|${JSON.stringify(set)}`);
    const missing = keys.flatMap((key, index) => (this.expressions.has(key) ? [] : [index]));
    if (missing.length) {
      const result = await this.db.withAdmin((tx) =>
        tx.query<{ expression: string }>(
          `select realtime.filter_expression($1::regclass, value) as expression
           from jsonb_array_elements($2::jsonb) with ordinality as s(value, n) order by n`,
          [entity, JSON.stringify(missing.map((index) => sets[index]))],
        ),
      );
      missing.forEach((index, n) => {
        this.expressions.set(keys[index] as string, result.rows[n]?.expression ?? 'false');
      });
    }
    return keys.map((key) => this.expressions.get(key) ?? 'false');
  }
}
