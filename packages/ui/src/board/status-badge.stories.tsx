import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TASK_STATUSES } from '../domain/schemas';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Board/StatusBadge',
  component: StatusBadge,
  args: { status: 'in_progress' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Progress')).toBeVisible();
  },
};

const All: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      {TASK_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};

export const AllStatuses: Story = {
  ...All,
  play: async ({ canvas }) => {
    for (const name of ['Backlog', 'Todo', 'In Progress', 'In Review', 'Done', 'Canceled']) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, status: 'done' },
  play: async ({ canvas }) => {
    // The name stays available to assistive technology.
    await expect(canvas.getByText('Done')).toHaveClass('sr-only');
  },
};

export const DarkTheme: Story = { ...All, globals: { theme: 'dark' } };
