import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkspaceSwitcher } from './workspace-switcher';

const meta = {
  title: 'Workspace/WorkspaceSwitcher',
  component: WorkspaceSwitcher,
  args: {
    workspaces: [
      { slug: 'acme-product', name: 'Acme Product' },
      { slug: 'side-project', name: 'Side project' },
      { slug: 'research', name: 'Research and a very long workspace name that truncates' },
    ],
    currentSlug: 'acme-product',
    onSelect: fn(),
    onShowAll: fn(),
    onCreate: fn(),
  },
} satisfies Meta<typeof WorkspaceSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickWithKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Acme Product/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    // Opening from the keyboard focuses the first workspace; one step down is the second.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('side-project');
  },
};

export const OutsideAWorkspace: Story = { args: { currentSlug: null } };

export const NoWorkspaces: Story = { args: { workspaces: [], currentSlug: null } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
