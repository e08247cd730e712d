import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Import progress', value: 45, valueText: 'Sending cards: 2,250 of 5,000' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Halfway: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Sending cards: 2,250 of 5,000');
  },
};

export const Start: Story = { args: { value: 0, valueText: 'Starting…' } };

export const Done: Story = { args: { value: 100, valueText: 'Done' } };
