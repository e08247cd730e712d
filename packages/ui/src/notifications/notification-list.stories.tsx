import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FIXTURE_INBOX,
  FIXTURE_NAMES,
  FIXTURE_NOW,
  makeNotification,
} from './notification-fixtures';
import { NotificationList } from './notification-list';

const meta = {
  title: 'Notifications/NotificationList',
  component: NotificationList,
  args: {
    notifications: FIXTURE_INBOX,
    names: FIXTURE_NAMES,
    href: (n) => (n.task_id ? `#task/${n.task_id}` : `#workspace/${n.workspace_id}`),
    // Stories stay on the page: an app routes here and marks the notification read.
    onOpen: fn((_, event) => event.preventDefault()),
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onRetry: fn(),
    now: FIXTURE_NOW,
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm rounded-lg border border-border bg-surface shadow-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {
  play: async ({ args, canvas }) => {
    const inbox = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(inbox).getByText('4 unread')).toBeVisible();
    // Grouped by task, then workspace, newest group first.
    const groups = within(inbox).getAllByRole('heading', { level: 3 });
    await expect(groups.map((heading) => heading.textContent)).toEqual([
      '#12 Ship the changelog',
      '#7 Fix the login redirect on Safari',
      'Acme Product',
      'Side project',
    ]);
    const links = within(inbox).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName(
      /^Unread: Mia Chen mentioned you in #12 Ship the changelog/,
    );
    await expect(links[1]).toHaveAccessibleName(/^Unread: 3 new comments from Leo Okafor on #12/);
    await expect(links[2]).toHaveAccessibleName(
      /^Mia Chen moved #12 Ship the changelog from Todo to In Review/,
    );
    await expect(links[4]).toHaveAccessibleName(
      /^#7 Fix the login redirect on Safari is due tomorrow/,
    );
    await expect(links[5]).toHaveAccessibleName(/^Unread: Your role in Acme Product is now Admin/);
    await expect(links[6]).toHaveAccessibleName(/^Mia Chen invited you to Side project/);
    await expect(links[0]).toHaveAttribute('href', '#task/task-12');
    await expect(links[5]).toHaveAttribute('href', '#workspace/ws-acme');

    await userEvent.click(links[0] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'n1' }),
      expect.anything(),
    );

    const markRead = within(inbox).getAllByRole('button', { name: 'Mark read' });
    await expect(markRead).toHaveLength(4);
    await expect(markRead[1]).toHaveAccessibleDescription(/3 new comments from Leo Okafor/);
    await userEvent.click(markRead[1] as HTMLElement);
    await expect(args.onMarkRead).toHaveBeenCalledWith(expect.objectContaining({ id: 'n2' }));

    await userEvent.click(within(inbox).getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

/** Tab reaches every link and "Mark read" in turn; Up and Down go from link to link. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    (links[0] as HTMLElement).focus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Mark read' })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(links[6]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(links[5]).toHaveFocus();
  },
};

export const AllRead: Story = {
  args: {
    notifications: FIXTURE_INBOX.map((n) => ({ ...n, read_at: n.read_at ?? n.updated_at })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Mark read' })).toBeNull();
    await expect(canvas.queryByText(/Unread:/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You’re all caught up' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { notifications: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notifications…');
  },
};

export const LoadFailed: Story = {
  args: { notifications: [], error: 'You are offline.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are offline.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long titles and names wrap inside the item; nothing overflows the panel. */
export const LongText: Story = {
  args: {
    notifications: [
      makeNotification({
        id: 'long',
        kind: 'mentioned',
        details: {
          number: 1234,
          title:
            'Investigate why the realtime channel drops presence events after the laptop wakes from sleep on flaky hotel Wi-Fi',
        },
      }),
      makeNotification({
        id: 'word',
        kind: 'assigned',
        task_id: 'task-9',
        details: { number: 9, title: 'Supercalifragilisticexpialidocious'.repeat(3) },
      }),
    ],
  },
};

/** As wide as a phone, as the inbox sheet shows it. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div className="-m-6 w-[390px] bg-surface">
        <Story />
      </div>
    ),
  ],
};

export const PhoneDarkTheme: Story = { ...Phone, globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };
