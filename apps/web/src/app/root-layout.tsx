import { Toaster } from '@tandem/ui/feedback';
import { SkipLink } from '@tandem/ui/navigation';
import { TooltipProvider } from '@tandem/ui/overlays';
import { HeadContent, Outlet } from '@tanstack/react-router';
import { useSessionEvents } from '../session/use-session-events';
import { ConnectionBanner } from './connection-banner';
import { useFocusOnNavigate } from './use-focus-on-navigate';

/** Everything every page shares: title, skip link, toasts, the offline banner, session events. */
export function RootLayout() {
  useSessionEvents();
  useFocusOnNavigate();
  return (
    <TooltipProvider>
      <HeadContent />
      <SkipLink target="main" />
      <Outlet />
      <ConnectionBanner />
      <Toaster />
    </TooltipProvider>
  );
}
