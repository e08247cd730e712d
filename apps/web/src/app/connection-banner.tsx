import { ERROR_CATALOGUE } from '@tandem/schemas';
import { OfflineBanner } from '@tandem/ui/feedback';
import { useEffect } from 'react';
import { useIsOffline, watchBrowserConnection } from '../lib/connection-status';

/** The `network/offline` banner: shown while offline, gone as soon as a request gets through. */
export function ConnectionBanner() {
  const offline = useIsOffline();
  useEffect(watchBrowserConnection, []);
  return offline ? (
    <OfflineBanner>{ERROR_CATALOGUE['network/offline'].message}</OfflineBanner>
  ) : null;
}
