import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Beta' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Beta')).toBeVisible();
  },
};

const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Neutral</Badge>
      <Badge tone="accent">3 new</Badge>
      <Badge tone="success">Accepted</Badge>
      <Badge tone="warning">Expires soon</Badge>
      <Badge tone="danger">Revoked</Badge>
      <Badge tone="info">Pending</Badge>
    </div>
  ),
};

export const AllTones: Story = Tones;

export const LongText: Story = {
  render: () => (
    <div className="w-40">
      <Badge className="truncate">A label that is far too long for its badge</Badge>
    </div>
  ),
};

export const DarkTheme: Story = { ...Tones, globals: { theme: 'dark' } };
