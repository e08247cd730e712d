import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGridSkeleton } from './card-grid-skeleton';

const meta = {
  title: 'Workspace/CardGridSkeleton',
  component: CardGridSkeleton,
  args: { label: 'Loading boards…' },
} satisfies Meta<typeof CardGridSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading boards…');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { cards: 3 } };
