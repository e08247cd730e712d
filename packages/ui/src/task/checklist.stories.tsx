import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checklist, type ChecklistProps } from './checklist';
import type { ChecklistEntry } from './checklist-order';

const ITEMS: ChecklistEntry[] = [
  { id: 'i-1', title: 'Write the spec', done: true },
  { id: 'i-2', title: 'Review it with design', done: true },
  { id: 'i-3', title: 'Build the endpoint', done: false },
  { id: 'i-4', title: 'Test on a phone', done: false },
  { id: 'i-5', title: 'Ship it', done: false },
];

/** A checklist that keeps its own items, as the app does with the server's answers. */
function LiveChecklist(props: ChecklistProps) {
  const [items, setItems] = React.useState(props.items);
  return (
    <Checklist
      {...props}
      items={items}
      onAdd={(title) => {
        props.onAdd(title);
        setItems((current) => [...current, { id: `new-${current.length}`, title, done: false }]);
      }}
      onToggle={(id, done) => {
        props.onToggle(id, done);
        setItems((current) => current.map((item) => (item.id === id ? { ...item, done } : item)));
      }}
      onMove={(id, aboveId) => {
        props.onMove(id, aboveId);
        setItems((current) => {
          const moved = current.find((item) => item.id === id) as ChecklistEntry;
          const rest = current.filter((item) => item.id !== id);
          const at = aboveId === null ? 0 : rest.findIndex((item) => item.id === aboveId) + 1;
          return [...rest.slice(0, at), moved, ...rest.slice(at)];
        });
      }}
      onDelete={(id) => {
        props.onDelete(id);
        setItems((current) => current.filter((item) => item.id !== id));
      }}
    />
  );
}

/**
 * A task's checklist. Enter in the field adds an item, Space checks one, a title is edited in
 * place, Alt+ArrowUp/Down or the grip reorders, and each item can be deleted or converted into
 * a task of its own. The progress reads "3 of 5 checklist items done".
 */
const meta = {
  title: 'Task/Checklist',
  component: Checklist,
  render: (args) => <LiveChecklist {...args} />,
  args: {
    items: ITEMS,
    onAdd: fn(),
    onToggle: fn(),
    onRename: fn(),
    onMove: fn(),
    onDelete: fn(),
    onConvert: fn(),
  },
  decorators: [(Story) => <div className="w-96">{Story()}</div>],
} satisfies Meta<typeof Checklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '2 of 5 checklist items done' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Write the spec' })).toBeChecked();
  },
};

export const AddCheckAndDelete: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Add checklist item' }),
      ' Celebrate {Enter}',
    );
    await expect(args.onAdd).toHaveBeenCalledWith('Celebrate');
    await expect(canvas.getByRole('textbox', { name: 'Add checklist item' })).toHaveValue('');
    canvas.getByRole('checkbox', { name: 'Ship it' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith('i-5', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete item Build the endpoint' }));
    await expect(args.onDelete).toHaveBeenCalledWith('i-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert Ship it to a task' }));
    await expect(args.onConvert).toHaveBeenCalledWith('i-5');
  },
};

export const RenameInPlace: Story = {
  play: async ({ args, canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Edit item Ship it' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Ship it on Monday{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('i-5', 'Ship it on Monday');
    const other = canvas.getByRole('textbox', { name: 'Edit item Test on a phone' });
    await userEvent.type(other, ' later{Escape}');
    await expect(other).toHaveValue('Test on a phone');
  },
};

export const ReorderWithTheKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('checkbox', { name: 'Write the spec' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onMove).toHaveBeenCalledWith('i-1', 'i-2');
    const list = within(canvas.getByRole('list', { name: 'Checklist' }));
    await expect(
      list.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label')),
    ).toEqual([
      'Review it with design',
      'Write the spec',
      'Build the endpoint',
      'Test on a phone',
      'Ship it',
    ]);
    await expect(canvas.getByRole('checkbox', { name: 'Write the spec' })).toHaveFocus();
    await expect(canvas.getByText('Moved Write the spec to position 2 of 5.')).toBeInTheDocument();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onMove).toHaveBeenLastCalledWith('i-1', null);
  },
};

export const Empty: Story = { args: { items: [] } };

export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Ship it' })).toBeDisabled();
  },
};

export const Full: Story = {
  args: {
    items: Array.from({ length: 50 }, (_, index) => ({
      id: `i-${index}`,
      title: `Step ${index + 1}`,
      done: index < 20,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('At most 50 items.')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
