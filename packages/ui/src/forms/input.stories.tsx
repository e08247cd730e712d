import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from './field';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { placeholder: 'Board name' },
  render: (args) => (
    <Field label="Board name" className="max-w-sm">
      <Input {...args} />
    </Field>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Board name');
    await userEvent.type(input, 'Roadmap');
    await expect(input).toHaveValue('Roadmap');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithDescriptionAndError: Story = {
  render: (args) => (
    <Field
      label="Workspace URL"
      description="Lower-case letters, digits and dashes."
      error="This URL is already taken."
      className="max-w-sm"
    >
      <Input {...args} defaultValue="acme" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Workspace URL');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Lower-case letters, digits and dashes. This URL is already taken.',
    );
  },
};

export const Optional: Story = {
  render: (args) => (
    <Field label="Description" optional className="max-w-sm">
      <Input {...args} />
    </Field>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Roadmap' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Board name')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'A very long board name that keeps going well past the width of the field to show scrolling',
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: (args) => (
    <Field label="اسم اللوحة" error="الاسم مطلوب" className="max-w-sm">
      <Input {...args} placeholder="خارطة الطريق" />
    </Field>
  ),
};

export const DarkTheme: Story = { ...WithDescriptionAndError, globals: { theme: 'dark' } };
