import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Link2, MoreHorizontal, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../actions/icon-button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

interface MenuArgs {
  onCopyLink: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Passed to the menu root; the open-state snapshots render non-modal, see DarkTheme. */
  modal?: boolean;
}

const meta = {
  title: 'Overlays/DropdownMenu',
  args: { onCopyLink: fn(), onDuplicate: fn(), onDelete: fn() },
  render: (args) => (
    <DropdownMenu modal={args.modal}>
      <DropdownMenuTrigger asChild>
        <IconButton
          label="Task actions"
          icon={<MoreHorizontal />}
          variant="secondary"
          tooltip={false}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Task #42</DropdownMenuLabel>
        <DropdownMenuItem icon={<Link2 />} shortcut="⌘L" onSelect={args.onCopyLink}>
          Copy link
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Copy />} onSelect={args.onDuplicate}>
          Duplicate
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Move to board…</DropdownMenuItem>
        <DropdownMenuCheckboxItem checked>Subscribed</DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Trash2 />} destructive onSelect={args.onDelete}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<MenuArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Task actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Copy link')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Duplicate')).toHaveFocus();
    // The disabled item is skipped on the way down.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Subscribed' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(args.onDuplicate).toHaveBeenCalledOnce();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Task actions' });
    await userEvent.click(trigger);
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  // A modal menu hides the rest of the page with aria-hidden while the trigger stays
  // focusable, which axe reports when it checks a menu left open; the snapshot shows the
  // non-modal menu instead (keyboard behaviour is covered by KeyboardNavigation).
  args: { modal: false },
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Task actions' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
