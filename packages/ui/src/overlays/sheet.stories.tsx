import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from './sheet';

const meta = {
  title: 'Overlays/Sheet',
  component: SheetContent,
  args: { title: 'Filters', description: 'Show only the tasks that match.' },
  render: (args) => (
    <Sheet>
      <SheetTrigger asChild>
        <Button>Open filters</Button>
      </SheetTrigger>
      <SheetContent {...args}>
        <p className="text-muted text-sm">Filter controls go here.</p>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof SheetContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvas, canvasElement }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open filters' }));
  await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' });
};

export const End: Story = {
  play: async (context) => {
    await open(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(context.canvas.getByRole('button', { name: 'Open filters' })).toHaveFocus();
  },
};

export const Start: Story = { args: { side: 'start' }, play: open };

export const Bottom: Story = { args: { side: 'bottom' }, play: open };

export const RightToLeft: Story = { globals: { dir: 'rtl' }, play: open };

export const DarkTheme: Story = { globals: { theme: 'dark' }, play: open };

/**
 * Content with its own frame (a task's panel): no body padding, no corner close button; the
 * content's own close button and Escape close it.
 */
export const FlushWithOwnClose: Story = {
  args: {
    title: 'Task #42',
    description: undefined,
    hideTitle: true,
    flush: true,
    hideClose: true,
  },
  render: (args) => (
    <Sheet>
      <SheetTrigger asChild>
        <Button>Open filters</Button>
      </SheetTrigger>
      <SheetContent {...args}>
        <header className="flex items-center border-border border-b px-5 py-3">
          <span className="text-faint text-sm">#42</span>
          <SheetClose asChild>
            <Button size="sm" variant="ghost" className="ms-auto">
              Done
            </Button>
          </SheetClose>
        </header>
        <p className="p-5 text-muted text-sm">The task's own layout fills the sheet.</p>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open filters' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Task #42' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
