import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TaskDetailSkeleton } from './task-detail-skeleton';

const meta = {
  title: 'Task/TaskDetailSkeleton',
  component: TaskDetailSkeleton,
} satisfies Meta<typeof TaskDetailSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the task…');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
