import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from './field';
import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { placeholder: 'Add a description…' },
  render: (args) => (
    <Field label="Description" className="max-w-md">
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText('Description');
    await userEvent.type(textarea, 'First line{enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field
      label="Description"
      error="Descriptions are at most 10,000 characters."
      className="max-w-md"
    >
      <Textarea {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText('Description');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'Descriptions are at most 10,000 characters.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only for viewers' } };

export const DarkTheme: Story = { ...WithError, globals: { theme: 'dark' } };
