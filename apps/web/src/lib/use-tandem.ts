import type { TandemClient } from '@tandem/api-client';
import { createContext, useContext } from 'react';

const TandemContext = createContext<TandemClient | null>(null);

/**
 * Gives the components below it the app's Tandem client (main.tsx); the router's context
 * carries the same client for loaders and guards.
 */
export const TandemProvider = TandemContext.Provider;

/**
 * The app's Tandem client, for components and hooks. Read from a React context rather than the
 * router's: a board's render asks for it from a dozen hooks, and each router lookup matches the
 * route again, where a context read costs nothing.
 */
export function useTandem(): TandemClient {
  const tandem = useContext(TandemContext);
  if (!tandem) throw new Error('useTandem() needs a TandemProvider above it (see main.tsx)');
  return tandem;
}
