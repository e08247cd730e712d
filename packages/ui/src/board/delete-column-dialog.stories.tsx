import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteColumnDialog } from './delete-column-dialog';

const meta = {
  title: 'Board/DeleteColumnDialog',
  component: DeleteColumnDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    name: 'QA',
    count: 3,
    destinations: [
      { id: 'in-progress', name: 'In Progress' },
      { id: 'in-review', name: 'In Review' },
    ],
    onConfirm: fn(),
  },
} satisfies Meta<typeof DeleteColumnDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWhereTheTasksGo: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('alertdialog', { name: 'Delete QA?' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Move its tasks to' }));
    await userEvent.click(await page.findByRole('option', { name: 'In Review' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete column' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('in-review');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
