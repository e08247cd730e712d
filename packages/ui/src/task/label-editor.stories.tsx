import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LabelEditor } from './label-editor';

const meta = {
  title: 'Task/LabelEditor',
  component: LabelEditor,
  args: {
    labels: ['bug', 'safari'],
    options: [
      { name: 'bug', color: 'red' },
      { name: 'safari', color: 'blue' },
      { name: 'design', color: 'purple' },
      { name: 'docs', color: 'teal' },
    ],
    onChange: fn(),
  },
  decorators: [(Story) => <div className="h-72 w-64">{Story()}</div>],
} satisfies Meta<typeof LabelEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddAndRemove: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add a label' }), 'auth{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(['bug', 'safari', 'auth']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove label bug' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['safari']);
  },
};

/** Typing filters the workspace's labels; arrows and Enter pick one. */
export const PickWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Add a label' });
    await userEvent.type(field, 'd');
    const list = canvas.getByRole('listbox', { name: 'Labels to add' });
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['design', 'docs', 'Create label "d"']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(['bug', 'safari', 'docs']);
  },
};

/** A new name is offered as "Create label". */
export const CreateNew: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add a label' }), 'perf');
    await userEvent.click(canvas.getByRole('option', { name: 'Create label "perf"' }));
    await expect(args.onChange).toHaveBeenCalledWith(['bug', 'safari', 'perf']);
  },
};

const escapedPast = fn();

/**
 * Escape closes the list first; with no list on screen (here: a workspace without labels) it
 * goes on to what holds the field, so a task panel closes from here as from every field.
 */
export const EscapePassesOn: Story = {
  args: { options: [], labels: [] },
  render: (args) => (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands for the panel that closes on Escape
    <div onKeyDown={(event) => event.key === 'Escape' && escapedPast()}>
      <LabelEditor {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    escapedPast.mockClear();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Add a label' }));
    await userEvent.keyboard('{Escape}');
    await expect(escapedPast).toHaveBeenCalledTimes(1);
    // A list on screen is closed by the first Escape, and the next one passes on.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add a label' }), 'perf');
    await expect(canvas.getByRole('listbox', { name: 'Labels to add' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(escapedPast).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(escapedPast).toHaveBeenCalledTimes(2);
  },
};

export const TooLong: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Add a label' });
    await userEvent.type(field, 'a label much longer than the limit{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Full: Story = {
  args: { labels: Array.from({ length: 10 }, (_, index) => `label-${index + 1}`) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByText('At most 10 labels.')).toBeVisible();
  },
};

export const ReadOnly: Story = { args: { editable: false } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** The list open, in the dark theme. */
export const OpenDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Add a label' }));
    await expect(canvas.getByRole('listbox', { name: 'Labels to add' })).toBeVisible();
  },
};
