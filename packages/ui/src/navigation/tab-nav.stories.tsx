import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, Columns3, Settings } from 'lucide-react';
import { expect } from 'storybook/test';
import { TabNav, TabNavLink } from './tab-nav';

const meta = {
  title: 'Navigation/TabNav',
  component: TabNav,
  args: { 'aria-label': 'Workspace' },
  render: (args) => (
    <TabNav {...args}>
      <TabNavLink href="#boards" active>
        <Columns3 aria-hidden="true" /> Boards
      </TabNavLink>
      <TabNavLink href="#activity">
        <Activity aria-hidden="true" /> Activity
      </TabNavLink>
      <TabNavLink href="#settings">
        <Settings aria-hidden="true" /> Settings
      </TabNavLink>
    </TabNav>
  ),
} satisfies Meta<typeof TabNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentPageIsMarked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Workspace' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Boards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Activity' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
