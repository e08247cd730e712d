import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CommentComposer } from './comment-composer';

const meta = {
  title: 'Task/CommentComposer',
  component: CommentComposer,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Comment' });
    await expect(submit).toBeDisabled();
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, '  Looks good to me  ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Looks good to me');
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

export const FailedSendKeepsText: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('You are offline.'))) },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'Shipping today');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('You are offline.'));
    await expect(box).toHaveValue('Shipping today');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const OverTheLimit: Story = {
  args: { maxLength: 20 },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'This comment is far too long');
    await expect(canvas.getByText('8 characters over the limit of 20')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Comment' })).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, placeholder: 'Viewers cannot comment' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
