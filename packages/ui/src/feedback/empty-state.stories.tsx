import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../actions/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <Inbox />,
    title: 'No tasks yet',
    description: 'Create the first task of this board, or press C anywhere.',
    action: (
      <Button variant="primary">
        <Plus /> New task
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No tasks yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New task' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined },
};

export const LongText: Story = {
  args: {
    title: 'Nothing matches these filters, even after looking through every archived board',
    description:
      'Try removing the assignee filter or searching for a different label. Archived boards are included in search results for admins only.',
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
