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
    // A page whose data comes late shows its skeleton after a second (the default), and its
    // content as soon as it is ready: the router would otherwise hold the skeleton for half a
    // second more, which on a slow connection delayed a board's first cards by that much.
    defaultPendingMinMs: 0,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
