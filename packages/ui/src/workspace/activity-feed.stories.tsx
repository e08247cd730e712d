import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../actions/button';
import { ActivityItem } from '../task/activity-item';
import { ActivityFeed } from './activity-feed';

const NOW = new Date('2026-11-23T12:00:00Z');

const meta = {
  title: 'Workspace/ActivityFeed',
  component: ActivityFeed,
  args: {
    footer: <Button size="sm">Load more</Button>,
    children: (
      <>
        <ActivityItem
          actor={{ id: 'a', name: 'Ada Lovelace' }}
          kind="task.moved"
          payload={{ from_status: 'todo', to_status: 'in_progress' }}
          taskNumber={42}
          createdAt="2026-11-23T11:55:00Z"
          now={NOW}
        />
        <ActivityItem
          actor={{ id: 'b', name: 'Grace Hopper' }}
          kind="member.joined"
          createdAt="2026-11-23T09:00:00Z"
          now={NOW}
        />
        <ActivityItem
          actor={{ id: 'c', name: 'Alan Turing' }}
          kind="board.created"
          payload={{ name: 'Roadmap' }}
          createdAt="2026-11-20T09:00:00Z"
          now={NOW}
        />
      </>
    ),
  },
} satisfies Meta<typeof ActivityFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMore: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Activity' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const EndOfFeed: Story = { args: { footer: undefined } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
