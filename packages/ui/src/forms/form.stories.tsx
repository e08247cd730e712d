import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../actions/button';
import { Field } from './field';
import { Form } from './form';
import { Input } from './input';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { onSubmit: fn((event) => event.preventDefault()) },
  render: (args) => (
    <div className="max-w-sm">
      <Form {...args}>
        <Field label="Email">
          <Input type="email" />
        </Field>
        <Field
          label="Password"
          error="Password is required"
          labelAction={
            <Button variant="link" size="sm">
              Forgot password?
            </Button>
          }
        >
          <Input type="password" />
        </Field>
        <Button type="submit" variant="primary" size="lg">
          Sign in
        </Button>
      </Form>
    </div>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabelActionAndError: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
