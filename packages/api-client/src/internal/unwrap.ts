import { toTandemError } from '../errors/map-error.js';
import { TandemError } from '../errors/tandem-error.js';

/** What every supabase-js call resolves to. */
interface Result<T> {
  data: T | null;
  error: unknown;
  /** The response's HTTP status (postgrest-js); its errors do not carry it. */
  status?: number;
}

/**
 * Awaits a supabase-js call and returns its `data`, throwing the mapped {@link TandemError}
 * instead of returning `{ data, error }`, with the response's HTTP status. A rejected promise (network failure inside a client
 * library) is mapped the same way.
 */
export async function unwrap<T>(call: PromiseLike<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch (error) {
    throw toTandemError(error);
  }
  if (result.error) throw toTandemError(result.error, result.status);
  return result.data as T;
}

/**
 * Like {@link unwrap}, for calls that must find exactly one row: `null` or an empty list is
 * `data/not-found` (RLS hides rows the caller may not see, so missing and hidden look alike).
 */
export async function unwrapOne<T>(call: PromiseLike<Result<T | T[]>>): Promise<T> {
  const data = await unwrap(call);
  const row = Array.isArray(data) ? data[0] : data;
  if (row === null || row === undefined) throw new TandemError('data/not-found');
  return row;
}
