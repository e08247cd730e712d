import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AvatarStack } from './avatar-stack';

const people = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Barbara Liskov',
  'Ken Thompson',
  'Frances Allen',
].map((name, index) => ({ id: String(index), name }));

const meta = {
  title: 'Display/AvatarStack',
  component: AvatarStack,
  args: { people },
} satisfies Meta<typeof AvatarStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Presence: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByRole('img', {
      name: 'Viewing now: Ada Lovelace, Grace Hopper, Alan Turing and 3 others',
    });
    await expect(stack).toHaveTextContent('+3');
  },
};

export const FitsWithoutOverflow: Story = {
  args: { people: people.slice(0, 2) },
  play: async ({ canvas }) => {
    const stack = canvas.getByRole('img', { name: 'Viewing now: Ada Lovelace, Grace Hopper' });
    await expect(stack).not.toHaveTextContent('+');
  },
};

export const OneMore: Story = {
  args: { people: people.slice(0, 4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /and 1 other$/ })).toHaveTextContent('+1');
  },
};

export const Empty: Story = { args: { people: [] } };

export const Large: Story = { args: { size: 'md', max: 5 } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
