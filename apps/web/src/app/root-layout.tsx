import { LazyToaster } from '@tandem/ui/feedback';
import { SkipLink } from '@tandem/ui/navigation';
import { HeadContent, Outlet } from '@tanstack/react-router';
import { useSessionEvents } from '../session/use-session-events';
import { ConnectionBanner } from './connection-banner';
import { useFocusOnNavigate } from './use-focus-on-navigate';

/** Everything every page shares: title, skip link, toasts, the offline banner, session events. */
export function RootLayout() {
  useSessionEvents();
  useFocusOnNavigate();
  return (
    <>
      <HeadContent />
      <SkipLink target="main" />
      <Outlet />
      <ConnectionBanner />
      <LazyToaster />
    </>
  );
}
