import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EditableTitle } from './editable-title';

const meta = {
  title: 'Task/EditableTitle',
  component: EditableTitle,
  args: { value: 'Magic link lands on a blank page', onSave: fn(), onEditStart: fn() },
  render: (args) => (
    <h2 className="max-w-lg font-semibold text-xl">
      <EditableTitle {...args} />
    </h2>
  ),
} satisfies Meta<typeof EditableTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSaves: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /edit title/ }));
    await expect(args.onEditStart).toHaveBeenCalledOnce();
    const field = canvas.getByRole('textbox', { name: 'Title' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '  Magic link fixed  {Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Magic link fixed');
    await expect(canvas.getByRole('button', { name: /edit title/ })).toBeVisible();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /edit title/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), ' and more{Escape}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading')).toHaveTextContent('Magic link lands on a blank page');
  },
};

export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
