import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { Field } from '../forms/field';
import { Input } from '../forms/input';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: DialogContent,
  args: {
    title: 'Rename board',
    description: 'Everyone in the workspace sees the new name.',
  },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Rename…</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <Field label="Board name">
          <Input defaultValue="Roadmap" />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Cancel</Button>
          </DialogClose>
          <Button variant="primary">Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const FocusTrapAndReturn: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Rename…' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Rename board' });
    await expect(dialog).toHaveAccessibleDescription(
      'Everyone in the workspace sees the new name.',
    );
    // Focus starts on the first field and Tab cycles through the dialog only.
    await waitFor(() => expect(within(dialog).getByLabelText('Board name')).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByLabelText('Board name')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename…' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

export const LongContent: Story = {
  args: {
    title: 'A dialog whose title is long enough to wrap onto a second line without overlapping',
    description:
      'Descriptions wrap too. Everyone in the workspace sees the new name, including viewers and people invited but not yet joined.',
  },
  play: Open.play,
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, play: Open.play };
