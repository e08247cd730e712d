import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatGrid } from './stat-grid';

const meta = {
  title: 'Display/StatGrid',
  component: StatGrid,
  args: {
    label: 'What will be imported',
    stats: [
      ['Columns', 5],
      ['Cards', 953],
      ['Labels', 8],
      ['Checklist items', 1221],
      ['Comments', 250],
    ],
  },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,221')).toBeVisible();
  },
};

export const Two: Story = {
  args: {
    stats: [
      ['Cards', 0],
      ['Comments', 12],
    ],
  },
};
