import type { TandemClient } from '@tandem/api-client';
import { useRouteContext } from '@tanstack/react-router';

/** The app's Tandem client, from the router context (for components and hooks). */
export function useTandem(): TandemClient {
  return useRouteContext({ from: '__root__', select: (context) => context.tandem });
}
