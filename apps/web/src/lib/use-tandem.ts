import type { TandemClient } from '@tandem/api-client';
import { tandem } from './tandem';

/**
 * The app's one Tandem client, for components and hooks; the router's context carries the same
 * client for loaders and guards. Returned as it is rather than looked up: a board's render asks
 * for it from a dozen hooks, and a lookup through the router matches the route again for each.
 */
export function useTandem(): TandemClient {
  return tandem;
}
