import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserMenu } from './user-menu';

const meta = {
  title: 'Workspace/UserMenu',
  component: UserMenu,
  args: {
    name: 'Olivia Owner',
    email: 'owner@demo.tandem.test',
    theme: 'system',
    onThemeChange: fn(),
    onOpenProfile: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseTheme: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

export const SignOut: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
