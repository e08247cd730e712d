import type { TandemClient } from '@tandem/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's `beforeLoad`, `loader` and component can reach through the router. */
export interface RouterContext {
  /** The app's one Tandem client. */
  tandem: TandemClient;
  /** The app's one QueryClient. */
  queryClient: QueryClient;
}
