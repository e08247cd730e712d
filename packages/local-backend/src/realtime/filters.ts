import { inspect } from './inspect.js';

/**
 * `postgres_changes` filter strings as Realtime parses them: `column=[not.]op.value`
 * conditions joined by commas (AND), split outside double quotes and parentheses. Values are
 * evaluated by the database (`realtime.filter_expression`), with PostgreSQL's own operators.
 */

/** Operators current Realtime accepts (PostgREST's, less containment, ranges and full text). */
export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const;

type Operator = (typeof FILTER_OPERATORS)[number];

/** One parsed condition, as Realtime stores it in a subscription. */
export interface FilterCondition {
  column: string;
  op: Operator;
  /** The operand; for `in` a PostgreSQL array literal (`{a,"b c"}`). */
  value: string;
  /** The `not.` prefix. */
  negate: boolean;
}

/** Thrown for a binding Realtime would refuse; the message is sent to the client as is. */
export class FilterError extends Error {
  override name = 'FilterError';
}

/**
 * Splits at commas outside parentheses and double quotes. A quote opens only after `.`, `(`
 * or `,` (so `a"b` is plain text); inside quotes a backslash escapes the next character.
 */
export function splitFilter(filter: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let prev = '';
  for (let i = 0; i < filter.length; i++) {
    const ch = filter[i] as string;
    if (quoted) {
      if (ch === '\\' && i + 1 < filter.length) {
        current += ch + filter[i + 1];
        prev = filter[i + 1] as string;
        i++;
        continue;
      }
      if (ch === '"') quoted = false;
      current += ch;
      prev = ch;
      continue;
    }
    if (ch === '"' && (prev === '.' || prev === '(' || prev === ',')) quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
      prev = '';
      continue;
    }
    current += ch;
    prev = ch;
  }
  parts.push(current);
  return parts;
}

/** `"a\"b"` → `a"b`; anything not wholly one quoted string stays as written. */
function unquoteValue(value: string): string {
  if (!value.startsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length; i++) {
    const ch = value[i] as string;
    if (ch === '\\' && i + 1 < value.length) {
      out += value[++i];
    } else if (ch === '"') {
      return i === value.length - 1 ? out : value;
    } else {
      out += ch;
    }
  }
  return value;
}

function parseSegment(segment: string): FilterCondition {
  const trimmed = segment.trim();
  if (!trimmed)
    throw new FilterError('filter must not contain empty segments (check for extra commas)');
  const eq = trimmed.indexOf('=');
  if (eq < 0) throw new FilterError(inspect([trimmed]));
  const column = trimmed.slice(0, eq);
  let rest = trimmed.slice(eq + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot < 0) throw new FilterError(inspect([rest]));
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!(FILTER_OPERATORS as readonly string[]).includes(op)) {
    throw new FilterError(inspect([op, raw]));
  }
  if (op === 'in') {
    if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')')) {
      throw new FilterError('`in` filter value must be wrapped by parentheses');
    }
    return { column, op, value: `{${raw.slice(1, -1)}}`, negate };
  }
  return { column, op: op as Operator, value: unquoteValue(raw), negate };
}

/**
 * Parses a filter string; a blank one means no filter. Throws {@link FilterError} with
 * Realtime's message (`Error parsing \`filter\` params: …`) for the first bad condition.
 */
export function parseFilter(filter: string): FilterCondition[] {
  if (!filter.trim()) return [];
  try {
    return splitFilter(filter.trim()).map(parseSegment);
  } catch (error) {
    if (!(error instanceof FilterError)) throw error;
    throw new FilterError(`Error parsing \`filter\` params: ${error.message}`);
  }
}

/** The conditions as Realtime logs them: a list of `{column, op, value, negate}` tuples. */
export function inspectFilters(conditions: FilterCondition[]): string {
  const tuples = conditions.map(
    (c) => `{${[c.column, c.op, c.value].map((v) => inspect(v)).join(', ')}, ${c.negate}}`,
  );
  return `[${tuples.join(', ')}]`;
}
