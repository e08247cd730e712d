import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../actions/button';
import { OfflineBanner } from './offline-banner';

const meta = {
  title: 'Feedback/OfflineBanner',
  component: OfflineBanner,
  args: { children: "You're offline. We'll retry when the connection is back." },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("You're offline.");
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="ghost">
        Retry now
      </Button>
    ),
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
