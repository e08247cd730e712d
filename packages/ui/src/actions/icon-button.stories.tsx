import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontal, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'More actions', icon: <MoreHorizontal />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'More actions' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const TooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('More actions'));
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <IconButton {...args} variant="ghost" />
      <IconButton {...args} variant="secondary" />
      <IconButton {...args} variant="danger" label="Delete task" icon={<Trash2 />} />
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="lg" />
      <IconButton {...args} disabled label="Archived" />
    </div>
  ),
};

export const DarkTheme: Story = { ...Variants, globals: { theme: 'dark' } };
