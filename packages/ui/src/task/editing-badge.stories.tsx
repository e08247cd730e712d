import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EditingBadge } from './editing-badge';

const meta = {
  title: 'Task/EditingBadge',
  component: EditingBadge,
  args: { names: ['Grace Hopper'] },
} satisfies Meta<typeof EditingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePerson: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Grace Hopper is editing')).toBeVisible();
  },
};

export const Several: Story = { args: { names: ['Grace Hopper', 'Alan Turing'] } };

export const Nobody: Story = {
  args: { names: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
