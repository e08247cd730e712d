import { Bell } from 'lucide-react';
import * as React from 'react';
import { IconButton, type IconButtonProps } from '../actions/icon-button';

/** Props of {@link NotificationBell}. */
export interface NotificationBellProps extends Omit<IconButtonProps, 'label' | 'icon'> {
  /** How many notifications are unread. */
  unreadCount: number;
  /** The most the badge shows; more shows as "9+" (the accessible name keeps the number). @default 9 */
  max?: number;
  /** Announce new unread notifications politely as the count goes up. @default true */
  announce?: boolean;
}

/** "Notifications" with the unread count, as the bell's accessible name. */
export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

/**
 * The top bar's bell: opens the inbox (use it as a Popover or Sheet trigger with `asChild`)
 * and shows the unread count on a badge, capped at `max` ("9+"). Its accessible name says the
 * full count ("Notifications, 12 unread"), and a rise in the count is announced politely.
 */
export function NotificationBell({
  unreadCount,
  max = 9,
  announce = true,
  ...props
}: NotificationBellProps) {
  const count = Math.max(0, Math.floor(unreadCount));
  const announcement = useRiseAnnouncement(count);
  return (
    // The badge sits beside the button rather than in it: the button's name is the full count,
    // and text inside it that the name does not say ("9+") would contradict it.
    <span className="relative inline-flex shrink-0">
      <IconButton label={bellLabel(count)} tooltip={false} icon={<Bell />} {...props} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -end-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 font-semibold text-[0.625rem] text-danger-fg tabular-nums leading-none ring-2 ring-surface"
        >
          {count > max ? `${max}+` : count}
        </span>
      ) : null}
      {announce ? (
        <span role="status" className="sr-only">
          {announcement}
        </span>
      ) : null}
    </span>
  );
}

/**
 * What to announce when the count rises ("2 new notifications, 5 unread"), and nothing on the
 * first render or when it falls: people hear news, not their own "mark read".
 */
function useRiseAnnouncement(count: number): string {
  const previous = React.useRef(count);
  const [message, setMessage] = React.useState('');
  React.useEffect(() => {
    const rise = count - previous.current;
    previous.current = count;
    if (rise > 0) {
      setMessage(`${rise} new ${rise === 1 ? 'notification' : 'notifications'}, ${count} unread`);
    } else if (rise < 0) {
      setMessage('');
    }
  }, [count]);
  return message;
}
