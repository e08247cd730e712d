import { splitTopLevel } from '../filter-syntax.js';
/**
 * `postgres_changes` row filters (`column=op.value`, comma-joined for AND) evaluated against a
 * captured record, with SQL's meaning: a comparison with NULL is never true.
 */

/** Operators a filter may use. */
export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'is',
  'like',
  'ilike',
  'isdistinct',
] as const;

type Operator = (typeof FILTER_OPERATORS)[number];

/** One parsed condition of a filter. */
export interface FilterCondition {
  column: string;
  operator: Operator;
  negated: boolean;
  /** The operand; a list for `in`. */
  value: string | string[];
}

/** Thrown for a filter Realtime would refuse; the message is sent to the client. */
export class FilterError extends Error {
  override name = 'FilterError';
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replaceAll('\\"', '"');
  }
  return trimmed;
}

/** Parses a filter string; throws {@link FilterError} for syntax Realtime does not accept. */
export function parseFilter(filter: string): FilterCondition[] {
  const conditions: FilterCondition[] = [];
  for (const part of splitTopLevel(filter)) {
    const match = /^([^=]+)=(not\.)?([a-z]+)\.(.*)$/s.exec(part.trim());
    if (!match) throw new FilterError(`Error parsing \`filter\` params: ${part}`);
    const [, column = '', not, operator = '', raw = ''] = match;
    if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) {
      throw new FilterError(`Error parsing \`filter\` params: unsupported operator ${operator}`);
    }
    let value: string | string[] = raw;
    if (operator === 'in') {
      const list = /^\((.*)\)$/s.exec(raw.trim());
      if (!list) throw new FilterError('Error parsing `filter` params: in needs a (list)');
      value = list[1] === '' ? [] : splitTopLevel(list[1] ?? '').map(unquote);
    }
    conditions.push({
      column: column.trim(),
      operator: operator as Operator,
      negated: !!not,
      value,
    });
  }
  return conditions;
}

const NUMERIC_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const TIME_TYPES = new Set(['timestamp', 'timestamptz', 'date']);

/** A value from the record, made comparable with a filter operand of the column's type. */
function comparable(value: unknown, type: string | undefined): number | string | boolean {
  if (type && NUMERIC_TYPES.has(type)) return Number(value);
  if (type && TIME_TYPES.has(type)) {
    const text = String(value);
    const parsed = Date.parse(
      /[zZ]|[+-]\d\d(:?\d\d)?$/.test(text) || type === 'date' ? text : `${text}Z`,
    );
    return Number.isNaN(parsed) ? text : parsed;
  }
  if (type === 'bool') return value === true || value === 'true' || value === 't';
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  const body = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll('%', '.*')
    .replaceAll('*', '.*')
    .replaceAll('_', '.');
  return new RegExp(`^${body}$`, flags);
}

function test(condition: FilterCondition, value: unknown, type: string | undefined): boolean {
  const { operator } = condition;
  if (operator === 'is') {
    const operand = String(condition.value).toLowerCase();
    if (operand === 'null') return value === null || value === undefined;
    if (operand === 'true') return value === true;
    if (operand === 'false') return value === false;
    return false;
  }
  if (operator === 'isdistinct') {
    if (value === null || value === undefined) return true;
    return comparable(value, type) !== comparable(condition.value, type);
  }
  if (value === null || value === undefined) return false;
  const left = comparable(value, type);
  if (operator === 'in') {
    return (condition.value as string[]).some((item) => comparable(item, type) === left);
  }
  const right = comparable(condition.value, type);
  switch (operator) {
    case 'eq':
      return left === right;
    case 'neq':
      return left !== right;
    case 'lt':
      return left < right;
    case 'lte':
      return left <= right;
    case 'gt':
      return left > right;
    case 'gte':
      return left >= right;
    case 'like':
      return likeToRegExp(String(condition.value), 's').test(String(value));
    case 'ilike':
      return likeToRegExp(String(condition.value), 'is').test(String(value));
  }
  return false;
}

/**
 * Whether `record` satisfies every condition. `types` maps column names to their type names
 * (`int4`, `text`, …) so numbers and times compare as numbers and times.
 */
export function matchesFilter(
  conditions: FilterCondition[],
  record: Record<string, unknown>,
  types: Map<string, string>,
): boolean {
  return conditions.every((condition) => {
    // SQL's three-valued logic: NOT of an unknown comparison is still not true.
    const value = record[condition.column];
    const result = test(condition, value, types.get(condition.column));
    if (!condition.negated) return result;
    if ((value === null || value === undefined) && condition.operator !== 'is') return false;
    return !result;
  });
}
