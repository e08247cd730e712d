import type { DbEngine } from '../db/engine.js';
import { containsNul } from '../http/nul.js';
import { isObject, type PostgresBinding } from './channel.js';
import { type FilterCondition, FilterError, inspectFilters, parseFilter } from './filters.js';
import { inspect } from './inspect.js';
import { describeDbError } from './sqlstate.js';

/** A binding's parameters once parsed, as Realtime keeps them for a subscription. */
interface SubscriptionParams {
  /** `*`, `INSERT`, `UPDATE` or `DELETE`; any other event means `*`, as in Realtime. */
  event: string;
  schema: string;
  /** `*` for every published table of the schema. */
  table: string;
  conditions: FilterCondition[];
  /** Columns to deliver (the primary key always comes too); `null` for all. */
  select: string[] | null;
}

const NOT_ENABLED =
  'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ';
const EXCEPTION =
  'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ';

/** JSON with sorted keys, so equal parameters always hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A stable positive id for a binding's parameters (Realtime uses a hash of them, too). */
function bindingId(params: Record<string, unknown>): number {
  const text = canonical(params);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % 0x7fffffff) + 1;
}

function eventOf(event: unknown): string {
  if (typeof event !== 'string') return '*';
  const upper = event.toUpperCase();
  return ['INSERT', 'UPDATE', 'DELETE'].includes(upper) ? upper : '*';
}

function parseSelect(params: Record<string, unknown>): string[] | null {
  const select = params.select;
  if (typeof select === 'string') {
    throw new FilterError(
      'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    );
  }
  if (!Array.isArray(select)) return null;
  const columns = select.filter((column): column is string => typeof column === 'string');
  return columns.length ? columns : null;
}

/**
 * Parses one binding as Realtime's `parse_subscription_params` does: schema, table and
 * filter (a table alone means `public`, a schema alone every table of it); throws
 * {@link FilterError} with Realtime's message otherwise.
 */
function parseParams(params: Record<string, unknown>): SubscriptionParams {
  const select = parseSelect(params);
  const has = (key: string) => Object.hasOwn(params, key);
  const { schema, table, filter } = params;
  const event = eventOf(params.event);
  let parsed: SubscriptionParams;
  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
    parsed = { event, schema, table, conditions: parseFilter(filter), select };
  } else if (typeof schema === 'string' && typeof table === 'string' && !has('filter')) {
    parsed = { event, schema, table, conditions: [], select };
  } else if (typeof schema === 'string' && !has('table') && !has('filter')) {
    parsed = { event, schema, table: '*', conditions: [], select };
  } else if (typeof table === 'string' && !has('schema') && !has('filter')) {
    parsed = { event, schema: 'public', table, conditions: [], select };
  } else {
    const shown = has('user_token') || has('auth_token') ? '<redacted>' : inspect(params);
    throw new FilterError(
      `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${shown}`,
    );
  }
  if (select && (parsed.schema === '*' || parsed.table === '*')) {
    throw new FilterError(
      'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    );
  }
  return parsed;
}

function paramsToLog(params: SubscriptionParams): string {
  const select = params.select ? inspect(params.select) : 'nil';
  return `[event: ${params.event}, schema: ${params.schema}, table: ${params.table}, filters: ${inspectFilters(params.conditions)}, select: ${select}]`;
}

/**
 * Checks each binding against the database as the subscriber's role, in order: it must
 * match a published table, and its filters and columns must be valid there. Returns
 * Realtime's message for the first that fails.
 */
async function checkInDatabase(
  db: DbEngine,
  list: SubscriptionParams[],
  role: string,
): Promise<string | undefined> {
  for (const params of list) {
    // PostgreSQL text cannot hold NUL: no table or value can match such a binding.
    if (containsNul(params)) return `${NOT_ENABLED}${paramsToLog(params)}`;
    let matched: number;
    try {
      const result = await db.withAdmin((tx) =>
        tx.query<{ matched: number }>(
          'select realtime.subscription_check($1, $2, $3, $4::jsonb, $5::text[]) as matched',
          [params.schema, params.table, role, JSON.stringify(params.conditions), params.select],
        ),
      );
      matched = Number(result.rows[0]?.matched ?? 0);
    } catch (error) {
      return `${EXCEPTION}${paramsToLog(params)}. Exception: ${describeDbError(error)}`;
    }
    if (!matched) return `${NOT_ENABLED}${paramsToLog(params)}`;
  }
  return undefined;
}

/**
 * Validates a join's `postgres_changes` for `role` and builds the reply echo (each binding's
 * parameters with its id). A refused binding refuses them all, as in Realtime.
 */
export async function parseBindings(
  db: DbEngine,
  requested: unknown[],
  role: string,
): Promise<{ bindings: PostgresBinding[]; echo: Record<string, unknown>[]; error?: string }> {
  const echo: Record<string, unknown>[] = [];
  const parsed: SubscriptionParams[] = [];
  const ids: number[] = [];
  let error: string | undefined;
  for (const item of requested) {
    const params = isObject(item) ? item : {};
    const id = bindingId(params);
    echo.push({ ...params, id });
    if (error) continue;
    try {
      parsed.push(parseParams(params));
      ids.push(id);
    } catch (failure) {
      if (!(failure instanceof FilterError)) throw failure;
      error = failure.message;
    }
  }
  error ??= await checkInDatabase(db, parsed, role);
  if (error) return { bindings: [], echo, error };
  const bindings = parsed.map((params, index) => ({
    id: ids[index] as number,
    event: params.event,
    schema: params.schema,
    table: params.table,
    conditions: params.conditions,
    select: params.select ?? undefined,
  }));
  return { bindings, echo };
}
