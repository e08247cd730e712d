import { parseError } from '../errors.js';
import type { Filter, OrderTerm, SelectItem } from './ast.js';
import { parseCondition, parseLogicTree } from './filter.js';
import { parseOrder } from './order.js';
import { parseSelect } from './select.js';

/** Filters, order and paging for one level of the response (the root or an embed). */
export interface NodeParams {
  filters: Filter[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

/** Everything the query string says about a read (or the rows a mutation returns). */
export interface QueryParams {
  select: SelectItem[];
  /** Keyed by embed path: `''` for the root, `'actors'`, `'actors.films'`, … */
  nodes: Map<string, NodeParams>;
  columns?: string[];
  onConflict?: string[];
  /** Parameters that are not reserved words (RPC arguments on GET). */
  extra: Map<string, string>;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);

function node(params: QueryParams, path: string): NodeParams {
  let entry = params.nodes.get(path);
  if (!entry) {
    entry = { filters: [] };
    params.nodes.set(path, entry);
  }
  return entry;
}

function nonNegativeInt(name: string, value: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw parseError(
      `"failed to parse ${name} parameter (${value})" (line 1, column 1)`,
      'expecting digit',
    );
  }
  return Number(value);
}

function splitList(name: string, value: string): string[] {
  const items = value.split(',').map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
  if (items.some((item) => !item)) {
    throw parseError(
      `"failed to parse ${name} parameter (${value})" (line 1, column 1)`,
      'empty name',
    );
  }
  return items;
}

/**
 * Turns the query string into {@link QueryParams}. `argNames` are parameter names that belong
 * to an RPC call rather than to filters (only those not already reserved).
 */
export function parseQuery(
  search: URLSearchParams,
  argNames: ReadonlySet<string> = new Set(),
): QueryParams {
  for (const [key, value] of search) {
    // PostgreSQL text and identifiers cannot hold NUL: refuse it before any SQL is built.
    if (key.includes('\0') || value.includes('\0')) {
      throw parseError('Invalid value', 'query parameters may not contain NUL characters');
    }
  }
  const params: QueryParams = {
    select: parseSelect(search.get('select')),
    nodes: new Map([['', { filters: [] }]]),
    extra: new Map(),
  };
  const columns = search.get('columns');
  if (columns !== null) params.columns = splitList('columns', columns);
  const onConflict = search.get('on_conflict');
  if (onConflict !== null) params.onConflict = splitList('on_conflict', onConflict);

  for (const [key, value] of search) {
    if (RESERVED.has(key)) continue;
    if (argNames.has(key)) {
      params.extra.set(key, value);
      continue;
    }
    // Dots separate embed paths from the column; a JSON path (after "->") keeps its dots.
    const arrow = key.indexOf('->');
    const head = arrow === -1 ? key : key.slice(0, arrow);
    const segments = head.split('.');
    if (arrow !== -1) segments[segments.length - 1] += key.slice(arrow);
    const last = segments[segments.length - 1] ?? '';
    const beforeLast = segments[segments.length - 2];
    if ((last === 'or' || last === 'and') && beforeLast === 'not') {
      node(params, segments.slice(0, -2).join('.')).filters.push(parseLogicTree(last, true, value));
    } else if (last === 'or' || last === 'and') {
      node(params, segments.slice(0, -1).join('.')).filters.push(
        parseLogicTree(last, false, value),
      );
    } else if (last === 'order') {
      node(params, segments.slice(0, -1).join('.')).order = parseOrder(value);
    } else if (last === 'limit') {
      node(params, segments.slice(0, -1).join('.')).limit = nonNegativeInt('limit', value);
    } else if (last === 'offset') {
      node(params, segments.slice(0, -1).join('.')).offset = nonNegativeInt('offset', value);
    } else {
      node(params, segments.slice(0, -1).join('.')).filters.push(parseCondition(last, value));
    }
  }
  return params;
}
