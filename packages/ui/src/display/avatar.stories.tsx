import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './avatar';

/** A tiny inline image so the story needs no network. */
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="26" r="12" fill="#6366f1"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#6366f1"/></svg>',
  );

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const Image: Story = {
  args: { src: portrait },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeNull());
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL'),
    );
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <Avatar key={size} name="Grace Hopper" size={size} />
      ))}
      {[
        'Linus Torvalds',
        'Margaret Hamilton',
        'Alan Turing',
        'Barbara Liskov',
        'Ken Thompson',
        'Frances Allen',
      ].map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </div>
  ),
};

export const DarkTheme: Story = { ...Sizes, globals: { theme: 'dark' } };
