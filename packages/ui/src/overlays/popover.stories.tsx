import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { Field } from '../forms/field';
import { Input } from '../forms/input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'Overlays/Popover',
  component: PopoverContent,
  render: (args) => (
    <Popover>
      <PopoverTrigger asChild>
        <Button>Due date</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Set due date" {...args}>
        <Field label="Due on">
          <Input type="date" />
        </Field>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof PopoverContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Due date' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = await body.findByRole('dialog', { name: 'Set due date' });
    await waitFor(() => expect(within(dialog).getByLabelText('Due on')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Due date' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};
