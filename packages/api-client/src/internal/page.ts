import { PAGE_SIZE } from '@tandem/schemas';
import { TandemError } from '../errors/tandem-error.js';
import { unwrap } from './unwrap.js';

/** One page of a cursor-paged list (comments, activity). */
export interface Page<T> {
  /** The rows of this page, in the order the list documents. */
  readonly items: T[];
  /**
   * Pass it as `cursor` to load the next page; `null` when there is none. Opaque: its content
   * may change between releases.
   */
  readonly nextCursor: string | null;
}

/** Options of cursor-paged lists. */
export interface PageOptions {
  /** The `nextCursor` of the previous page. Default: none, which loads the first page. */
  cursor?: string;
}

/** The sort key a keyset page is cut at: the `(created_at, id)` of a row. */
export interface PageKey {
  readonly created_at: string;
  readonly id: string | number;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The cursor that continues a list after the row with this key. */
export function encodeCursor(key: PageKey): string {
  return toBase64Url(JSON.stringify([key.created_at, key.id]));
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})$/;
const ID = /^[0-9a-f-]{1,36}$/i;

/**
 * The key a cursor of {@link encodeCursor} holds. A cursor that was not made by this client
 * (edited, truncated) is `data/invalid` on the `cursor` field, before any request.
 */
export function decodeCursor(cursor: string): PageKey {
  let key: unknown;
  try {
    key = JSON.parse(fromBase64Url(cursor));
  } catch {
    key = undefined;
  }
  if (Array.isArray(key) && key.length === 2) {
    const [createdAt, id] = key as unknown[];
    const idIsValid =
      (typeof id === 'string' && ID.test(id)) ||
      (typeof id === 'number' && Number.isSafeInteger(id));
    if (typeof createdAt === 'string' && TIMESTAMP.test(createdAt) && idIsValid) {
      return { created_at: createdAt, id: id as string | number };
    }
  }
  throw new TandemError('data/invalid', {
    message: 'This list cursor is not valid.',
    fieldErrors: { cursor: ['This list cursor is not valid.'] },
  });
}

/**
 * A PostgREST `or` filter for the rows strictly after `key` in descending `(created_at, id)`
 * order: the keyset condition, which stays correct while rows are added (unlike offsets).
 * Values are quoted because timestamps hold `:` and `+`.
 */
export function olderThan(key: PageKey): string {
  const at = `"${key.created_at}"`;
  const id = `"${key.id}"`;
  return `created_at.lt.${at},and(created_at.eq.${at},id.lt.${id})`;
}

/** The builder methods a keyset page needs; every supabase-js select builder has them. */
export interface KeysetQuery extends PromiseLike<{ data: unknown; error: unknown }> {
  or(filters: string): KeysetQuery;
  order(column: string, options: { ascending: boolean }): KeysetQuery;
  limit(count: number): KeysetQuery;
}

/**
 * Loads one page, newest first, of the rows `query` selects: `size` rows after the cursor's
 * key. One more row is asked for, to know whether another page follows without counting. The
 * rows are returned unparsed, for the caller's entity schema.
 *
 * @param size - rows per page. Default `PAGE_SIZE` (50) of `@tandem/schemas`.
 */
export async function newestFirstPage(
  query: KeysetQuery,
  options: PageOptions | undefined,
  size: number = PAGE_SIZE,
): Promise<{ rows: unknown[]; nextCursor: string | null }> {
  const after = options?.cursor === undefined ? undefined : decodeCursor(options.cursor);
  const filtered = after ? query.or(olderThan(after)) : query;
  const rows = (await unwrap(
    filtered
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(size + 1),
  )) as PageKey[] | null;
  const page = (rows ?? []).slice(0, size);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows && rows.length > size && last ? encodeCursor(last) : null,
  };
}
