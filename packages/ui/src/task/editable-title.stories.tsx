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

export const EscapeEndsTheEditAndKeepsTheText: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /edit title/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), ' and more{Escape}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading')).toHaveTextContent('Magic link lands on a blank page');
    // Editing again resumes the text typed before Escape.
    await userEvent.click(canvas.getByRole('button', { name: /edit title/ }));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Magic link lands on a blank page and more',
    );
  },
};

export const NeverCutsAnOverLongTitle: Story = {
  args: { maxLength: 40 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /edit title/ }));
    const field = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(field, ' and more{Enter}');
    await expect(field).toHaveValue('Magic link lands on a blank page and more');
    await expect(canvas.getByText('1 character over the limit of 40')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
