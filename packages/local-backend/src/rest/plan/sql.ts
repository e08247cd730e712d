import { quoteIdent } from '../../db/engine.js';
import { parseError } from '../errors.js';
import type { JsonStep } from '../parse/ast.js';

export { quoteIdent };

/** Collects bound parameters; every value from the request goes through here. */
export class Params {
  readonly values: unknown[] = [];
  /**
   * Expressions of bound values only that the statement evaluates once whatever rows match,
   * so that a value the database refuses (an invalid full-text query) is refused on every
   * engine: otherwise whether it is ever evaluated depends on the plan (PostgreSQL 15 checks
   * it when no row is visible to the caller, PGlite's PostgreSQL 18 does not).
   */
  readonly evaluatedOnce: string[] = [];
  /** Binds `value` and returns its placeholder (`$n`). */
  add(value: unknown): string {
    if (typeof value === 'string' && value.includes('\0')) {
      throw parseError('Invalid value', 'values may not contain NUL characters');
    }
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `"schema"."name"` */
export const qualifiedName = (schema: string, name: string) =>
  `${quoteIdent(schema)}.${quoteIdent(name)}`;

/** Applies a JSON path to a column expression; integer keys index arrays. */
export function jsonPathExpr(base: string, path: JsonStep[], params: Params): string {
  let expr = base;
  for (const step of path) {
    const key = /^-?\d+$/.test(step.key)
      ? `${params.add(step.key)}::int`
      : `${params.add(step.key)}::text`;
    expr = `${expr}${step.arrow}${key}`;
  }
  return expr;
}

/** What an array literal's quoted item must escape. */
const NEEDS_ESCAPE = /[\\"]/;

/** Builds a PostgreSQL array literal from strings, quoting every element. */
export function arrayLiteral(items: string[]): string {
  // Most items (ids, names) hold neither character: one test instead of two replacements.
  return `{${items.map((item) => (NEEDS_ESCAPE.test(item) ? `"${item.replace(/[\\"]/g, '\\$&')}"` : `"${item}"`)).join(',')}}`;
}

/** Splits `(a,"b,c",d)` (the `in` operator's list) into items, honouring double quotes. */
export function parseInList(value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
    throw parseError(`"failed to parse filter (in.${value})" (line 1, column 4)`, 'expecting "("');
  }
  const inner = trimmed.slice(1, -1);
  if (inner.trim() === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i] as string;
    if (quoted) {
      if (ch === '\\' && i + 1 < inner.length) current += inner[++i];
      else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') {
      items.push(wasQuoted ? current : current.trim());
      current = '';
      wasQuoted = false;
    } else current += ch;
  }
  if (quoted) throw parseError(`"failed to parse filter (in.${value})"`, 'unterminated quote');
  items.push(wasQuoted ? current : current.trim());
  return items;
}
