import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ListSkeleton } from './list-skeleton';

const meta = {
  title: 'Feedback/ListSkeleton',
  component: ListSkeleton,
  args: { label: 'Loading members…' },
  render: (args) => (
    <div className="max-w-lg">
      <ListSkeleton {...args} />
    </div>
  ),
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { rows: 2 } };
