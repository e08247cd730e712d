import type { Context } from 'hono';
import { validationFailed } from './errors.js';

const MAX_UINT64 = 18_446_744_073_709_551_615n;

/**
 * A paging query parameter read as GoTrue reads it (Go's `strconv.ParseUint`): absent or empty
 * is `fallback`, digits are the number, anything else is 400 "Bad Pagination Parameters" in
 * Go's own words.
 */
function pagingParam(c: Context, name: string, fallback: number): number {
  const raw = c.req.query(name) ?? '';
  if (raw === '') return fallback;
  const refuse = (reason: string) =>
    validationFailed(
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: ${reason}`,
    );
  if (!/^\d+$/.test(raw)) throw refuse('invalid syntax');
  if (BigInt(raw) > MAX_UINT64) throw refuse('value out of range');
  return Number(raw);
}

/** One page of an admin listing: its number, its size and the rows it skips. */
export interface Page {
  page: number;
  perPage: number;
  offset: number;
}

/** The `page` and `per_page` of an admin listing (GoTrue's `paginate`), 50 a page by default. */
export function requestedPage(c: Context): Page {
  const perPage = Math.min(1000, Math.max(1, pagingParam(c, 'per_page', 50)));
  // Pages past any offset the database can count are as empty as the last one past the end.
  const page = Math.min(
    Math.max(1, pagingParam(c, 'page', 1)),
    Math.floor(Number.MAX_SAFE_INTEGER / perPage),
  );
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Sets GoTrue's paging headers on a listing: `X-Total-Count` and `Link` (next, last). */
export function setPagingHeaders(c: Context, { page, perPage }: Page, total: number): void {
  const last = Math.max(1, Math.ceil(total / perPage));
  const url = new URL(c.req.url);
  const link = (p: number, rel: string) => {
    url.searchParams.set('page', String(p));
    url.searchParams.set('per_page', String(perPage));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [];
  if (page < last) links.push(link(page + 1, 'next'));
  links.push(link(last, 'last'));
  c.header('X-Total-Count', String(total));
  c.header('Link', links.join(', '));
}
