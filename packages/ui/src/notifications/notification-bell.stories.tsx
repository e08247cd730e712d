import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { Popover, PopoverContent, PopoverTrigger } from '../overlays/popover';
import { AppHeader } from '../workspace/app-header';
import { TandemMark } from '../workspace/tandem-mark';
import { NotificationBell } from './notification-bell';
import { FIXTURE_INBOX, FIXTURE_NAMES, FIXTURE_NOW } from './notification-fixtures';
import { NotificationList } from './notification-list';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3, onClick: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ args, canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(canvas.getByText('3')).toBeVisible();
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const NoneUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.queryByText(/^\d/)).toBeNull();
  },
};

/** Past nine the badge says "9+"; the accessible name keeps the number. */
export const ManyUnread: Story = {
  args: { unreadCount: 128 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 128 unread' })).toBeVisible();
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};

/** A rise in the count is announced politely; a fall (marking read) is not. */
export const AnnouncesNewNotifications: Story = {
  render: function Render(args) {
    const [count, setCount] = React.useState(args.unreadCount);
    return (
      <div className="flex items-center gap-3">
        <NotificationBell {...args} unreadCount={count} />
        <Button size="sm" onClick={() => setCount((c) => c + 1)}>
          Receive one
        </Button>
        <Button size="sm" onClick={() => setCount(0)}>
          Read all
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Receive one' }));
    await waitFor(() => expect(status).toHaveTextContent('1 new notification, 4 unread'));
    await expect(canvas.getByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read all' }));
    await waitFor(() => expect(status).toHaveTextContent(''));
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

function TopBar({ unreadCount }: { unreadCount: number }) {
  return (
    <AppHeader
      start={
        <>
          <TandemMark className="size-6" />
          <span className="truncate font-semibold text-sm">Acme Product</span>
        </>
      }
      end={
        <Popover>
          <PopoverTrigger asChild>
            <NotificationBell unreadCount={unreadCount} />
          </PopoverTrigger>
          <PopoverContent
            align="end"
            collisionPadding={8}
            className="max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto p-0"
          >
            <NotificationList
              notifications={FIXTURE_INBOX}
              names={FIXTURE_NAMES}
              href={(n) => (n.task_id ? `#task/${n.task_id}` : `#workspace/${n.workspace_id}`)}
              onOpen={(_, event) => event.preventDefault()}
              onMarkRead={fn()}
              onMarkAllRead={fn()}
              now={FIXTURE_NOW}
            />
          </PopoverContent>
        </Popover>
      }
    />
  );
}

/** In the top bar, opening the inbox in a popover; Escape closes it and focus returns. */
export const InTheTopBar: Story = {
  render: (args) => (
    <div className="-m-6">
      <TopBar unreadCount={args.unreadCount} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(bell);
    const body = within(canvasElement.ownerDocument.body);
    const inbox = await body.findByRole('region', { name: 'Notifications' });
    await expect(within(inbox).getAllByRole('link')).toHaveLength(7);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

export const Phone: Story = {
  render: (args) => (
    <div className="-m-6 w-[390px] border border-border">
      <TopBar unreadCount={args.unreadCount} />
    </div>
  ),
};

export const DarkTheme: Story = {
  ...Phone,
  globals: { theme: 'dark' },
};
