import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider } from './divider';

const meta = {
  title: 'Display/Divider',
  component: Divider,
  args: { label: 'or' },
  render: (args) => (
    <div className="max-w-sm">
      <Divider {...args} />
    </div>
  ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Or: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('or')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
