import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LabelManager } from './label-manager';

const labels = [
  { id: '1', name: 'bug', color: 'red' as const },
  { id: '2', name: 'design', color: 'purple' as const },
  { id: '3', name: 'docs', color: 'gray' as const },
];

const meta = {
  title: 'Workspace/LabelManager',
  component: LabelManager,
  args: {
    labels,
    onRename: fn(),
    onRecolor: fn(),
    onMerge: fn(),
    onDelete: fn(),
  },
  render: (args) => (
    <div className="max-w-lg">
      <LabelManager {...args} />
    </div>
  ),
} satisfies Meta<typeof LabelManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rename in place: the pencil opens a field, Enter saves. */
export const RenameInline: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename bug' }));
    const field = canvas.getByRole('textbox', { name: 'New name of bug' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'defect{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith(labels[0], 'defect');
  },
};

/** Escape leaves the name as it was. */
export const RenameCancelled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename docs' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'New name of docs' }), 'x{Escape}');
    await expect(args.onRename).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Rename docs' })).toBeVisible();
  },
};

/** Delete asks first; the label goes only once confirmed. */
export const DeleteWithConfirmation: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete design' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete design?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete label' }));
    await expect(args.onDelete).toHaveBeenCalledWith(labels[1]);
  },
};

/** Merge into another label, chosen in the dialog. */
export const MergeInto: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Merge docs into another label' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Merge docs into another label?' });
    await expect(within(dialog).getByRole('combobox', { name: 'Merge into' })).toHaveTextContent(
      'bug',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(args.onMerge).toHaveBeenCalledWith(labels[2], labels[0]));
  },
};

/** Members see names and colours only. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Purple')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const Empty: Story = { args: { labels: [] } };
