import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from './alert-dialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialogContent,
  args: {
    title: 'Delete task #42?',
    description: 'The task, its comments and its attachments are deleted for everyone.',
    confirmLabel: 'Delete task',
    destructive: true,
    onConfirm: fn(),
  },
  render: (args) => (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="danger">Delete</Button>
      </AlertDialogTrigger>
      <AlertDialogContent {...args} />
    </AlertDialog>
  ),
} satisfies Meta<typeof AlertDialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CancelIsTheSafeDefault: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete task #42?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const Confirm: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await body.findByRole('button', { name: 'Delete task' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  },
};
