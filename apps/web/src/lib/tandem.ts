import { createLazyTandem } from './lazy-tandem';

/**
 * The app's one Tandem client, fetched on first use (see `createLazyTandem`): the sign-in page
 * paints before supabase-js arrives. Routes reach it through the router context.
 */
export const tandem = createLazyTandem(() =>
  import('./tandem-client').then((module) => module.createAppTandemClient()),
);
