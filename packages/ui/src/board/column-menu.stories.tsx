import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddColumnButton } from './add-column-button';
import { ColumnMenu } from './column-menu';

const meta = {
  title: 'Board/ColumnMenu',
  component: ColumnMenu,
  args: {
    name: 'QA',
    canMoveLeft: true,
    canMoveRight: true,
    onEdit: fn(),
    onMoveLeft: fn(),
    onMoveRight: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ColumnMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RenameFromTheKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Column actions for QA' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Rename…' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith('name');
  },
};

export const FirstColumnCannotMoveLeft: Story = {
  args: { canMoveLeft: false },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Column actions for QA' }));
    const left = await body.findByRole('menuitem', { name: 'Move left' });
    await expect(left).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(body.getByRole('menuitem', { name: 'Move right' }));
    await expect(args.onMoveRight).toHaveBeenCalledOnce();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};

/** The slot after a board's last column. */
export const AddColumn: Story = {
  render: () => <AddColumnButton onClick={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add column' })).toBeVisible();
  },
};
