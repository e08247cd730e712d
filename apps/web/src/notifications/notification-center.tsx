import { NotificationBell } from '@tandem/ui/notifications';
import { Popover, PopoverContent, PopoverTrigger } from '@tandem/ui/overlays';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useLiveNotifications } from './use-live-notifications';

// The inbox (the list, its wording and grouping) loads when the bell is first opened.
const NotificationInbox = lazy(() =>
  import('./notification-inbox').then((module) => ({ default: module.NotificationInbox })),
);

/**
 * The top bar's bell: the live unread count, and the inbox in a popover (it fits a phone's
 * width too) that closes when a notification is opened.
 */
export function NotificationCenter() {
  useLiveNotifications();
  const unread = useQuery(useTandemQueries().notifications.unreadCount());
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <NotificationBell unreadCount={unread.data ?? 0} />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="flex max-h-[min(32rem,80dvh)] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-y-auto p-0"
      >
        {open ? (
          <Suspense fallback={null}>
            <NotificationInbox onOpened={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
