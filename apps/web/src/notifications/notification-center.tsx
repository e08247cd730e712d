import { NotificationBell } from '@tandem/ui/notifications';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useLiveNotifications } from './use-live-notifications';

// The popover and the inbox (the list, its wording and grouping) load when the bell is first
// opened: only the bell and its live count come with the page.
const NotificationPopover = lazy(() =>
  import('./notification-popover').then((module) => ({ default: module.NotificationPopover })),
);

/**
 * The top bar's bell: the live unread count, and the inbox in a popover (it fits a phone's
 * width too) that closes when a notification is opened.
 */
export function NotificationCenter() {
  useLiveNotifications();
  const unread = useQuery(useTandemQueries().notifications.unreadCount());
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <span ref={anchor} className="inline-flex">
      <NotificationBell
        unreadCount={unread.data ?? 0}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen((current) => !current);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationPopover open={open} onOpenChange={setOpen} anchor={anchor} />
        </Suspense>
      ) : null}
    </span>
  );
}
