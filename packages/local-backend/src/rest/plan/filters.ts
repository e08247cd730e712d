import { parseError } from '../errors.js';
import type { Condition, Filter } from '../parse/ast.js';
import { arrayLiteral, jsonPathExpr, type Params, parseInList, quoteIdent } from './sql.js';

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

const RANGE_OPERATORS: Record<string, string> = {
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  // PostgREST: nxr "does not extend to the right of", nxl "does not extend to the left of".
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const TS_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** Resolves a filter's column reference to SQL (a column of the current alias, or an embed test). */
export type FieldResolver = (name: string) => string;

/** PostgREST turns `*` into `%` in like patterns. */
const likePattern = (value: string) => value.replaceAll('*', '%');

/** `(1,2)` → `{1,2}` so `ov` accepts PostgREST's list form for arrays as well. */
function overlapValue(value: string): string {
  return value.startsWith('(') && value.endsWith(')') ? arrayLiteral(parseInList(value)) : value;
}

function conditionSql(condition: Condition, column: FieldResolver, params: Params): string {
  const base = column(condition.field.name);
  const expr = jsonPathExpr(base, condition.field.path, params);
  const { operator, value } = condition;
  let sql: string;
  if (operator in COMPARISON) {
    const op = COMPARISON[operator] as string;
    const isLike = operator === 'like' || operator === 'ilike';
    if (condition.quantifier) {
      const items =
        value.startsWith('{') && value.endsWith('}')
          ? parseInList(`(${value.slice(1, -1)})`)
          : [value];
      const literal = arrayLiteral(isLike ? items.map(likePattern) : items);
      sql = `${expr} ${op} ${condition.quantifier}(${params.add(literal)})`;
    } else {
      sql = `${expr} ${op} ${params.add(isLike ? likePattern(value) : value)}`;
    }
  } else if (operator === 'in') {
    sql = `${expr} = any(${params.add(arrayLiteral(parseInList(value)))})`;
  } else if (operator === 'is') {
    const keyword = {
      null: 'null',
      not_null: 'not null',
      true: 'true',
      false: 'false',
      unknown: 'unknown',
    }[value.toLowerCase()];
    if (!keyword) {
      throw parseError(
        `"failed to parse filter (is.${value})" (line 1, column 4)`,
        'unexpected value expecting null, not_null, true, false or unknown',
      );
    }
    sql = `${expr} is ${keyword}`;
  } else if (operator === 'isdistinct') {
    sql = `${expr} is distinct from ${params.add(value)}`;
  } else if (operator in TS_FUNCTIONS) {
    const fn = TS_FUNCTIONS[operator] as string;
    const query = condition.language
      ? `${fn}(${params.add(condition.language)}::regconfig, ${params.add(value)})`
      : `${fn}(${params.add(value)})`;
    params.evaluatedOnce.push(query);
    sql = `${expr} @@ ${query}`;
  } else {
    const op = RANGE_OPERATORS[operator] as string;
    sql = `${expr} ${op} ${params.add(operator === 'ov' ? overlapValue(value) : value)}`;
  }
  return condition.negated ? `not (${sql})` : sql;
}

/** Renders a filter tree as a boolean SQL expression. */
export function filterSql(filter: Filter, column: FieldResolver, params: Params): string {
  if (filter.type === 'condition') return conditionSql(filter, column, params);
  const parts = filter.children.map((child) => `(${filterSql(child, column, params)})`);
  const joined = parts.join(filter.op === 'and' ? ' and ' : ' or ');
  return filter.negated ? `not (${joined})` : `(${joined})`;
}

/** A resolver for plain columns of `alias`. */
export const columnOf =
  (alias: string): FieldResolver =>
  (name) =>
    `${quoteIdent(alias)}.${quoteIdent(name)}`;
