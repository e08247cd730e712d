import { storageErrors } from './errors.js';

/** A sort column of list-v2. */
export type SortColumn = 'name' | 'created_at' | 'updated_at';

/** Where the previous page ended, as list-v2's continuation token carries it. */
export interface ListCursor {
  /** The last entry's name. */
  startAfter: string;
  sortOrder: 'asc' | 'desc';
  sortColumn?: SortColumn;
  /** The last entry's sort timestamp (ISO), when sorting by one. */
  sortColumnAfter?: string;
}

/** A list-v2 request, validated. */
export interface ListV2Options {
  prefix: string;
  limit: number;
  withDelimiter: boolean;
  column: SortColumn;
  order: 'asc' | 'desc';
  cursor?: ListCursor;
}

// storage-api's continuation token: `k:value` lines, base64.
const CURSOR_PARTS = {
  l: 'startAfter',
  o: 'sortOrder',
  c: 'sortColumn',
  a: 'sortColumnAfter',
} as const;

/** Encodes a continuation token as storage-api does. */
export function encodeCursor(cursor: ListCursor): string {
  const lines: string[] = [];
  for (const [letter, field] of Object.entries(CURSOR_PARTS)) {
    const value = cursor[field];
    if (value) lines.push(`${letter}:${value}`);
  }
  return Buffer.from(lines.join('\n')).toString('base64');
}

/** Decodes a continuation token; anything else is `InvalidParameter`, as on Storage. */
export function decodeCursor(token: string): ListCursor {
  const cursor: ListCursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = line.match(/^(\S):(.*)/);
    const field = match ? CURSOR_PARTS[match[1] as keyof typeof CURSOR_PARTS] : undefined;
    if (!match || !field) throw storageErrors.invalidParameter('continuation token');
    (cursor as unknown as Record<string, string>)[field] = match[2] as string;
  }
  return cursor;
}

const invalid = (message: string) => storageErrors.invalidRequest(`body/${message}`);

function sortOf(value: unknown): Pick<ListV2Options, 'column' | 'order'> {
  if (value === undefined) return { column: 'name', order: 'asc' };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('sortBy must be object');
  }
  const { column, order } = value as Record<string, unknown>;
  if (column === undefined) throw invalid("sortBy must have required property 'column'");
  if (!['name', 'created_at', 'updated_at'].includes(column as string)) {
    throw invalid('sortBy/column must be equal to one of the allowed values');
  }
  if (order !== undefined && order !== 'asc' && order !== 'desc') {
    throw invalid('sortBy/order must be equal to one of the allowed values');
  }
  return { column: column as SortColumn, order: order ?? 'asc' };
}

/**
 * Validates a list-v2 body as storage-api's schema does (in its order: prefix, limit,
 * cursor, with_delimiter, sortBy) and applies its defaults: up to 1000 entries, by name.
 * A cursor's own sort wins over the body's, as storage-api reads it.
 */
export function parseListV2(body: Record<string, unknown>): ListV2Options {
  const { prefix = '', limit = 1000, cursor, with_delimiter = false } = body;
  if (typeof prefix !== 'string') throw invalid('prefix must be string');
  if (typeof limit !== 'number' || !Number.isInteger(limit)) throw invalid('limit must be integer');
  if (limit < 1) throw invalid('limit must be >= 1');
  if (cursor !== undefined && typeof cursor !== 'string') throw invalid('cursor must be string');
  if (typeof with_delimiter !== 'boolean') throw invalid('with_delimiter must be boolean');
  const sort = sortOf(body.sortBy);
  const decoded = cursor ? decodeCursor(cursor) : undefined;
  return {
    prefix,
    limit: Math.min(limit, 1000),
    withDelimiter: with_delimiter,
    column: decoded?.sortColumn ?? sort.column,
    order: decoded ? decoded.sortOrder : sort.order,
    ...(decoded ? { cursor: decoded } : {}),
  };
}
