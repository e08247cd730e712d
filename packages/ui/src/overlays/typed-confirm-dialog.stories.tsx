import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { AlertDialog, AlertDialogTrigger } from './alert-dialog';
import { TypedConfirmDialogContent } from './typed-confirm-dialog';

const meta = {
  title: 'Overlays/TypedConfirmDialogContent',
  component: TypedConfirmDialogContent,
  args: {
    title: 'Delete Acme Product?',
    description: 'Every board, task, comment and file of this workspace is deleted for everyone.',
    confirmText: 'acme',
    confirmLabel: 'Delete workspace',
    onConfirm: fn(),
  },
  render: (args) => (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="danger">Delete workspace</Button>
      </AlertDialogTrigger>
      <TypedConfirmDialogContent {...args} />
    </AlertDialog>
  ),
} satisfies Meta<typeof TypedConfirmDialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnlocksOnlyOnTheExactText: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete workspace' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Acme Product?' });
    const field = within(dialog).getByLabelText('Type acme to confirm');
    await waitFor(() => expect(field).toHaveFocus());
    const confirm = within(dialog).getByRole('button', { name: 'Delete workspace' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, 'acm');
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, 'e{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete workspace' }));
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete workspace' }));
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  },
};
