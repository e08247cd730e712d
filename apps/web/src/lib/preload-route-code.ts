import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts fetching the code of every route matching `pathname` (their split components) now.
 * The router would fetch it only once the signed-in routes' guard has passed, after the session
 * check and the persisted cache, so a return visit would wait for those and then for the route's
 * chunks one after the other; started here, the two overlap.
 */
export function preloadRouteCode(router: AnyRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) {
    router.loadRouteChunk(route)?.catch(() => {
      // The router fetches it again when it renders the route, and reports a failure there.
    });
  }
}
