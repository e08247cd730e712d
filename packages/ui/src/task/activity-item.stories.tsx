import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { people, STORY_NOW } from '../board/fixtures';
import { ActivityItem } from './activity-item';

const [ada, grace, alan] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];

const meta = {
  title: 'Task/ActivityItem',
  component: ActivityItem,
  args: {
    actor: ada,
    kind: 'task.moved',
    payload: { from_status: 'todo', to_status: 'in_progress' },
    taskNumber: 42,
    createdAt: '2026-11-22T11:55:00',
    now: STORY_NOW,
  },
  render: (args) => (
    <ul className="max-w-lg">
      <ActivityItem {...args} />
    </ul>
  ),
} satisfies Meta<typeof ActivityItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Moved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Ada Lovelace moved #42 from Todo to In Progress · 5 minutes ago',
    );
  },
};

export const ChangedWithLink: Story = {
  args: {
    kind: 'task.updated',
    payload: {
      changes: { priority: { from: 'high', to: 'urgent', from_name: 'High', to_name: 'Urgent' } },
    },
    taskHref: '/w/acme/t/42',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Ada Lovelace changed the priority of #42 from High to Urgent · 5 minutes ago',
    );
    await expect(canvas.getByRole('link', { name: '#42' })).toHaveAttribute('href', '/w/acme/t/42');
  },
};

const Feed: Story = {
  render: (args) => (
    <ul className="flex max-w-lg flex-col">
      <ActivityItem {...args} />
      <ActivityItem
        {...args}
        actor={grace}
        kind="comment.created"
        createdAt="2026-11-22T10:00:00"
      />
      <ActivityItem
        {...args}
        actor={alan}
        kind="attachment.added"
        payload={{ file_name: 'har-export.zip' }}
        createdAt="2026-11-21T16:00:00"
      />
      <ActivityItem
        {...args}
        actor={grace}
        kind="member.role_changed"
        payload={{ member_name: 'Alan Turing', role: 'admin' }}
        taskNumber={null}
        createdAt="2026-11-12T09:00:00"
      />
    </ul>
  ),
};

export const FeedOfKinds: Story = Feed;

export const DarkTheme: Story = { ...Feed, globals: { theme: 'dark' } };
