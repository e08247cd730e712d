import { BellOff, CircleAlert, LayoutGrid, SquareCheck } from 'lucide-react';
import * as React from 'react';
import { Button } from '../actions/button';
import { EmptyState } from '../feedback/empty-state';
import { ListSkeleton } from '../feedback/list-skeleton';
import { cn } from '../foundations/cn';
import { groupNotifications } from './group-notifications';
import { NotificationItem, type NotificationItemProps } from './notification-item';
import type { InboxNotification, NotificationNames } from './notification-types';

/** Props of {@link NotificationList}. */
export interface NotificationListProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** The person's notifications, in any order. */
  notifications: readonly InboxNotification[];
  /** Names for actors and workspaces (current names). */
  names: NotificationNames;
  /** Where a notification leads: its task, or its workspace for workspace-level ones. */
  href: (notification: InboxNotification) => string;
  /** Called when a notification is opened: mark it read, and route (`event.preventDefault()`). */
  onOpen?: NotificationItemProps['onOpen'];
  /** Marks one notification read; offered on each unread one. */
  onMarkRead?: (notification: InboxNotification) => void;
  /** Marks every notification read; the button is offered while any is unread. */
  onMarkAllRead?: () => void;
  /** The first load is under way. @default false */
  loading?: boolean;
  /** Why the notifications could not be loaded, or `null`. */
  error?: string | null;
  /** Try loading again after an error. */
  onRetry?: () => void;
  /** The panel's heading. @default 'Notifications' */
  title?: string;
  /** Level of the heading, to fit the page outline; groups are one level below. @default 2 */
  headingLevel?: 2 | 3;
  /** "Now", for relative times and due dates. @default new Date() */
  now?: Date;
}

/**
 * The inbox: notifications grouped by task (workspace-level ones by workspace), newest first,
 * each a link saying what happened, with "Mark read" per notification and "Mark all read".
 * Loading, error and empty states are built in. Up and Down arrows move between the links as
 * Tab does. Fits a 390 px wide popover or sheet; the caller sets its height and scrolling.
 */
export function NotificationList({
  notifications,
  names,
  href,
  onOpen,
  onMarkRead,
  onMarkAllRead,
  loading = false,
  error = null,
  onRetry,
  title = 'Notifications',
  headingLevel = 2,
  now: nowProp,
  className,
  ...props
}: NotificationListProps) {
  const now = nowProp ?? new Date();
  const headingId = React.useId();
  const groups = React.useMemo(
    () => groupNotifications(notifications, names),
    [notifications, names],
  );
  const unread = notifications.filter((n) => n.read_at === null).length;
  const Heading = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  let body: React.ReactNode;
  if (loading) {
    body = <ListSkeleton rows={4} label="Loading notifications…" className="px-3" />;
  } else if (error) {
    body = (
      <EmptyState
        role="alert"
        icon={<CircleAlert />}
        title="Notifications could not be loaded"
        description={error}
        headingLevel={(headingLevel + 1) as 3 | 4}
        action={onRetry ? <Button onClick={onRetry}>Try again</Button> : undefined}
      />
    );
  } else if (groups.length === 0) {
    body = (
      <EmptyState
        icon={<BellOff />}
        title="You’re all caught up"
        description="Mentions, assignments and changes to tasks you watch show up here."
        headingLevel={(headingLevel + 1) as 3 | 4}
      />
    );
  } else {
    body = (
      // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only add to Tab between the links
      <div className="flex flex-col gap-2 p-1.5" onKeyDown={moveBetweenLinks}>
        {groups.map((group) => {
          const groupId = `${headingId}-${group.key}`;
          const GroupIcon = group.scope === 'task' ? SquareCheck : LayoutGrid;
          return (
            <section key={group.key} aria-labelledby={groupId}>
              <GroupHeading
                id={groupId}
                className="flex items-center gap-1.5 px-2 pt-1.5 pb-0.5 font-semibold text-muted text-xs"
              >
                <GroupIcon aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{group.title}</span>
              </GroupHeading>
              <ul className="flex flex-col">
                {group.items.map((n) => (
                  <NotificationItem
                    key={n.id}
                    notification={n}
                    names={names}
                    href={href(n)}
                    onOpen={onOpen}
                    onMarkRead={onMarkRead}
                    now={now}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex w-full min-w-0 flex-col', className)}
      {...props}
    >
      <div className="flex items-center gap-2 border-border border-b px-3 py-2">
        <Heading id={headingId} className="font-semibold text-fg text-sm">
          {title}
        </Heading>
        {unread > 0 && !loading && !error ? (
          <span className="text-muted text-xs">{unread} unread</span>
        ) : null}
        {onMarkAllRead && unread > 0 && !loading && !error ? (
          <Button size="sm" variant="ghost" className="ms-auto" onClick={onMarkAllRead}>
            Mark all read
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}

/** Moves focus to the previous or next notification link on Up and Down. */
function moveBetweenLinks(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [
    ...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-notification-link]'),
  ];
  const current = links.findIndex((link) => link.contains(document.activeElement));
  if (current === -1) return;
  const next = links[current + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
