import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColumnDialog, type ColumnDialogProps } from './column-dialog';
import type { ColumnValues } from './column-form';

const QA: ColumnValues = {
  name: 'QA',
  category: 'started',
  color: '#2f80ed',
  wipLimit: 2,
  wipHardLimit: false,
};

const meta = {
  title: 'Board/ColumnDialog',
  component: ColumnDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'add',
    initial: {
      name: '',
      category: 'started',
      color: '#8a8a95',
      wipLimit: null,
      wipHardLimit: false,
    },
    onSubmit: fn<ColumnDialogProps['onSubmit']>(async () => null),
  },
} satisfies Meta<typeof ColumnDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddWithALimit: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Add column',
    });
    const body = within(dialog);
    await userEvent.type(body.getByRole('textbox', { name: 'Name' }), 'QA');
    await userEvent.click(body.getByRole('radio', { name: 'Blue' }));
    await userEvent.type(body.getByRole('textbox', { name: /WIP limit/ }), '2');
    await userEvent.click(body.getByRole('button', { name: 'Add column' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'QA',
      category: 'started',
      color: '#2f80ed',
      wipLimit: 2,
      wipHardLimit: false,
    });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const ChecksBeforeSaving: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /WIP limit/ }), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Add column' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Give the column a name.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EditAtTheLimit: Story = {
  args: {
    mode: 'edit',
    focus: 'limit',
    initial: QA,
    onSubmit: fn<ColumnDialogProps['onSubmit']>(async () => ({
      field: 'name',
      message: 'The board has a QA column.',
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit QA' }),
    );
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /WIP limit/ })).toHaveFocus());
    await waitFor(() =>
      expect(dialog.getByRole('switch', { name: 'Refuse moves past the limit' })).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('The board has a QA column.')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { mode: 'edit', initial: QA },
};
