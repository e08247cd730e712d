import { createLazyTandem } from './lazy-tandem';

/**
 * The app's one Tandem client, fetched on first use (see `createLazyTandem`): the sign-in page
 * paints before the client arrives (made at start-up, it would add ~47 kB gzip to that page's
 * first load). Routes reach it through the router context.
 */
export const tandem = createLazyTandem(() =>
  import('./tandem-client').then((module) => module.createAppTandemClient()),
);
