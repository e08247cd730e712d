import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../app/not-found-page';
import { RootLayout } from '../app/root-layout';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
