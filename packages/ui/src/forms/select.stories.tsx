import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from './field';
import { Select } from './select';

const roles = [
  { value: 'admin', label: 'Admin' },
  { value: 'member', label: 'Member' },
  { value: 'viewer', label: 'Viewer' },
  { value: 'owner', label: 'Owner', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { options: roles, placeholder: 'Choose a role', onValueChange: fn() },
  render: (args) => (
    <Field label="Role" className="max-w-60">
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Role' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Admin' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('member');
    await waitFor(() => expect(trigger).toHaveTextContent('Member'));
    await expect(trigger).toHaveFocus();
  },
};

export const WithValue: Story = { args: { defaultValue: 'viewer' } };

export const WithError: Story = {
  render: (args) => (
    <Field label="Role" error="Choose a role for the invitation." className="max-w-60">
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Role' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a role for the invitation.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'member' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toBeDisabled();
  },
};

export const DarkTheme: Story = { ...WithValue, globals: { theme: 'dark' } };
