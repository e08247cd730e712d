import { PageSkeleton } from '@tandem/ui/feedback';
import { createRouter } from '@tanstack/react-router';
import { RouteErrorPage } from './app/route-error-page';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

/** Builds the app's router over the generated route tree, with the client and cache in context. */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // The QueryClient caches data; the router need not keep its own copy fresh.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSkeleton,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
