import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LabelEditor } from './label-editor';

const meta = {
  title: 'Task/LabelEditor',
  component: LabelEditor,
  args: { labels: ['bug', 'safari'], onChange: fn() },
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
} satisfies Meta<typeof LabelEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddAndRemove: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a label' }), 'auth{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(['bug', 'safari', 'auth']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove label bug' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['safari']);
  },
};

export const TooLong: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Add a label' });
    await userEvent.type(field, 'a label much longer than the limit{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Full: Story = {
  args: { labels: Array.from({ length: 10 }, (_, index) => `label-${index + 1}`) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByText('At most 10 labels.')).toBeVisible();
  },
};

export const ReadOnly: Story = { args: { editable: false } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
