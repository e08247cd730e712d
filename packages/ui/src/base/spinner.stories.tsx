import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Uploading attachments' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading attachments');
  },
};

export const Unlabelled: Story = {
  args: { label: null },
  play: async ({ canvas }) => {
    // Inside a busy button the button already says what is happening.
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4 text-accent-text">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};

export const AllSizes: Story = Sizes;

export const DarkTheme: Story = { ...Sizes, globals: { theme: 'dark' } };
