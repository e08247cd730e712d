import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../actions/button';
import { Banner } from '../feedback/banner';
import { InvitationCard } from './invitation-card';

const meta = {
  title: 'Workspace/InvitationCard',
  component: InvitationCard,
  args: {
    workspaceName: 'Acme Product',
    title: 'Join Acme Product',
    description: (
      <>
        You’ve been invited as a <strong>Member</strong>. The invitation is for{' '}
        <strong>grace@example.com</strong>.
      </>
    ),
    children: (
      <Button variant="primary" size="lg">
        Accept invitation
      </Button>
    ),
  },
} satisfies Meta<typeof InvitationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Join Acme Product' }),
    ).toBeVisible();
  },
};

export const Expired: Story = {
  args: {
    title: 'This invitation has expired',
    alert: <Banner tone="warning">This invitation has expired. Ask for a new one.</Banner>,
    children: <Button size="lg">Go to my workspaces</Button>,
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
