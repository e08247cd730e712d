import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, MoreHorizontal, Star } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { IconButton } from '../actions/icon-button';
import { overlaysLoaded } from '../base/deferred-overlays';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

interface ScreenArgs {
  onDuplicate: () => void;
  onArchive: () => void;
}

/**
 * A screen that painted before the overlays' code loaded: its menu, dialog and tooltip render
 * stand-ins until first used. Each is opened here as a person would, and must behave as Radix's
 * own: the menu opened by a key focuses its first item, focus returns to the trigger on close,
 * the tooltip shows on keyboard focus without taking the focus away, and a click that follows
 * the mouse in at once is not lost.
 */
const meta = {
  title: 'Overlays/preloadOverlays',
  parameters: { overlays: 'deferred' },
  args: { onDuplicate: fn(), onArchive: fn() },
  render: (args) => (
    <div className="flex items-center gap-3">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton label="Task actions" icon={<MoreHorizontal />} tooltip={false} />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={args.onDuplicate}>Duplicate</DropdownMenuItem>
          <DropdownMenuItem>Archive</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Rename…</Button>
        </DialogTrigger>
        <DialogContent title="Rename board">
          <DialogFooter>
            <DialogClose asChild>
              <Button>Cancel</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <IconButton label="Star board" icon={<Star />} />
      <IconButton label="Archive board" icon={<Archive />} onClick={args.onArchive} />
    </div>
  ),
} satisfies Meta<ScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstUseBeforeTheCodeLoads: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menuTrigger = () => canvas.getByRole('button', { name: 'Task actions' });

    await step('the triggers read as Radix renders them', async () => {
      await expect(overlaysLoaded()).toBe(false);
      await expect(menuTrigger()).toHaveAttribute('aria-haspopup', 'menu');
      await expect(menuTrigger()).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByRole('button', { name: 'Rename…' })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
    });

    await step('Enter opens the menu on its first item; Escape gives focus back', async () => {
      menuTrigger().focus();
      await userEvent.keyboard('{Enter}');
      const menu = await body.findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus(),
      );
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
      await expect(menuTrigger()).toHaveFocus();
      await expect(menuTrigger()).toHaveAttribute('aria-expanded', 'false');
    });

    await step('once loaded, the menu opens as Radix opens it', async () => {
      await userEvent.click(menuTrigger());
      await userEvent.click(await body.findByRole('menuitem', { name: 'Duplicate' }));
      await expect(args.onDuplicate).toHaveBeenCalledOnce();
    });

    await step('a click opens the dialog, and closing it returns focus', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Rename…' }));
      const dialog = await body.findByRole('dialog', { name: 'Rename board' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(canvas.getByRole('button', { name: 'Rename…' })).toHaveFocus();
    });

    await step(
      'the keyboard reaching a stand-in shows its tooltip and keeps the focus',
      async () => {
        await userEvent.tab();
        const star = canvas.getByRole('button', { name: 'Star board' });
        await expect(star).toHaveFocus();
        await expect(await body.findByRole('tooltip')).toHaveTextContent('Star board');
        await expect(canvas.getByRole('button', { name: 'Star board' })).toHaveFocus();
      },
    );

    await step(
      'a mouse entering a stand-in finds the tooltip’s element in place before it can press',
      async () => {
        const standIn = canvas.getByRole('button', { name: 'Archive board' });
        // The browser dispatches the press as events of its own, after this one returns: by
        // then the element under the pointer must be the one that stays.
        standIn.dispatchEvent(
          new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', buttons: 0 }),
        );
        const trigger = canvas.getByRole('button', { name: 'Archive board' });
        await expect(trigger).not.toBe(standIn);
        await userEvent.click(trigger);
        await expect(args.onArchive).toHaveBeenCalledOnce();
      },
    );
  },
};
