import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSkeleton } from './page-skeleton';

const meta = {
  title: 'Feedback/PageSkeleton',
  component: PageSkeleton,
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
