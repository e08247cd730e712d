import { AppHeader, AppShell, TandemMark } from '@tandem/ui/workspace';
import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { NotificationCenter } from '../notifications/notification-center';
import { CommandPaletteHost } from '../palette/command-palette-host';
import { useSessionCheck } from '../session/use-session-check';
import { useResumeDeferredDeletes } from '../undo/use-deferred-deletes';
import { useUnsentChangesGuard } from '../unsent/use-unsent-changes-guard';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { AppUserMenu } from './app-user-menu';
import { useOverlayPreload } from './use-overlay-preload';

/**
 * The frame of every signed-in page: brand, workspace switcher and breadcrumbs, user menu; it
 * also notices a session ended elsewhere, finishes the deletes a closed page left held for
 * undo, guards changes not yet sent from a closing page, and fetches the menus' and dialogs'
 * code once the page has painted.
 */
export function AppFrame() {
  useSessionCheck();
  useResumeDeferredDeletes();
  useUnsentChangesGuard();
  useOverlayPreload();
  const fit = useMatches({ select: (matches) => matches.some((match) => match.staticData.fit) });
  return (
    <AppShell
      fit={fit}
      header={
        <AppHeader
          start={
            <>
              <Link to="/" aria-label="Tandem home">
                <TandemMark className="size-6" />
              </Link>
              <AppBreadcrumbs />
            </>
          }
          end={
            <>
              <NotificationCenter />
              <AppUserMenu />
            </>
          }
        />
      }
    >
      <Outlet />
      <CommandPaletteHost />
    </AppShell>
  );
}
