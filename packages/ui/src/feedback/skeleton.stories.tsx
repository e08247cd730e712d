import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  render: () => (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading tasks"
      className="flex w-72 flex-col gap-2 rounded-lg border border-border bg-surface p-3"
    >
      <Skeleton className="h-3 w-16" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
      <div className="flex gap-2 pt-1">
        <Skeleton className="h-5 w-12 rounded-full" />
        <Skeleton className="ms-auto size-5 rounded-full" />
      </div>
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TaskCardPlaceholder: Story = {
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(blocks.length).toBe(5);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
