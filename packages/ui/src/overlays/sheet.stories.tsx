import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { Sheet, SheetContent, SheetTrigger } from './sheet';

const meta = {
  title: 'Primitives/Sheet',
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
