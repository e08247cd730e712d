import { RestError } from './errors.js';

/** Rows requested by `limit`/`offset` and the `Range` header, capped by `max_rows`. */
export interface RowWindow {
  offset: number;
  limit?: number;
}

/**
 * Combines `Range: a-b` (when `Range-Unit` is absent or `items`) with `limit`/`offset`, as
 * PostgREST does. A malformed `Range` is ignored; an inverted one is a 416 (PGRST103).
 */
export function rowWindow(
  rangeHeader: string | null | undefined,
  rangeUnit: string | null | undefined,
  limit: number | undefined,
  offset: number | undefined,
  maxRows: number | undefined,
): RowWindow {
  let start = offset ?? 0;
  let count = limit;
  const unit = (rangeUnit ?? 'items').trim().toLowerCase();
  const match = rangeHeader ? /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(rangeHeader) : null;
  if (match && unit === 'items') {
    const lower = Number(match[1]);
    const upper = match[2] ? Number(match[2]) : undefined;
    if (upper !== undefined && upper < lower) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `The lower boundary must be lower than or equal to the upper boundary in the Range header.`,
      );
    }
    start = offset === undefined ? lower : start + lower;
    if (upper !== undefined) {
      const size = upper - lower + 1;
      count = count === undefined ? size : Math.min(count, size);
    }
  }
  if (maxRows !== undefined) count = count === undefined ? maxRows : Math.min(count, maxRows);
  return { offset: start, limit: count };
}
