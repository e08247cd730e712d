import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleDashed, Trash2 } from 'lucide-react';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import type { TaskSelectMode } from './board-selection';
import type { BoardTask } from './board-task';
import { BulkActionBar } from './bulk-action-bar';
import { makeTasks, people, STORY_NOW, sampleTasks } from './fixtures';
import { teamColumns, teamTasks } from './state-fixtures';
import { TaskList, type TaskListProps } from './task-list';
import type { TaskListEdit } from './task-list-cell';
import { type TaskListSort, taskListOrder } from './task-list-model';

/** When each task last changed: a few hours apart, going back from "now". */
function withUpdated(tasks: ReadonlyArray<BoardTask>): BoardTask[] {
  return tasks.map((task, index) => ({
    ...task,
    updated_at: new Date(STORY_NOW.getTime() - index * 7 * 3600_000).toISOString(),
  }));
}

const tasks = withUpdated(teamTasks);

/** A list that applies its own edits, as the app's optimistic cache does. */
function EditableList(props: TaskListProps) {
  const [shown, setShown] = React.useState(props.tasks);
  const onEdit = (taskId: string, edit: TaskListEdit) => {
    props.onEdit?.(taskId, edit);
    setShown((now) =>
      now.map((task) => {
        if (task.id !== taskId) return task;
        if ('priority' in edit) return { ...task, priority: edit.priority };
        if ('title' in edit) return { ...task, title: edit.title };
        if ('stateId' in edit) return { ...task, state_id: edit.stateId };
        if ('dueDate' in edit) return { ...task, due_date: edit.dueDate };
        const assignee = people.find((person) => person.id === edit.assigneeId) ?? null;
        return { ...task, assignee };
      }),
    );
  };
  return <TaskList {...props} tasks={shown} onEdit={props.onEdit ? onEdit : undefined} />;
}

/**
 * A list whose rows can be selected, as the app keeps a selection: toggles, and Shift ranges
 * in the order the list shows, with the bulk action bar under it.
 */
function SelectableList({
  initial = [],
  ...props
}: TaskListProps & { initial?: ReadonlyArray<string> }) {
  const [sort, setSort] = React.useState<TaskListSort | null>(null);
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(() => new Set(initial));
  const anchor = React.useRef<string | null>(null);
  const order = React.useMemo(
    () => taskListOrder(props.tasks, props.columns ?? [], sort, null),
    [props.tasks, props.columns, sort],
  );
  const onSelect = React.useCallback(
    (taskId: string, mode: TaskSelectMode) => {
      setSelected((current) => {
        const next = new Set(current);
        const from = anchor.current ? order.indexOf(anchor.current) : -1;
        const to = order.indexOf(taskId);
        if (mode === 'range' && from >= 0) {
          for (const id of order.slice(Math.min(from, to), Math.max(from, to) + 1)) next.add(id);
        } else if (next.has(taskId)) next.delete(taskId);
        else next.add(taskId);
        anchor.current = taskId;
        return next;
      });
    },
    [order],
  );
  const selection = {
    selectedIds: selected,
    onSelect,
    onSelectAll: () => setSelected(new Set(order)),
    onClear: () => setSelected(new Set()),
  };
  return (
    <>
      <TaskList {...props} sort={sort} onSortChange={setSort} selection={selection} />
      <BulkActionBar
        count={selected.size}
        matching={order.length}
        onSelectAll={selection.onSelectAll}
        onClear={selection.onClear}
      >
        <Button variant="ghost" size="sm">
          <CircleDashed aria-hidden="true" />
          State
        </Button>
        <Button variant="ghost" size="sm">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </BulkActionBar>
    </>
  );
}

const meta = {
  title: 'Board/TaskList',
  component: TaskList,
  render: (args) => <EditableList {...args} />,
  args: {
    'aria-label': 'Website list',
    tasks,
    columns: teamColumns,
    people,
    now: STORY_NOW,
    onOpenTask: fn(),
    onEdit: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex h-[34rem] flex-col">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Website list' });
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Due' }));
    const due = canvas.getByRole('columnheader', { name: 'Due' });
    await expect(due).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Due' }));
    await expect(due).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Invite teammates by email with a role' }),
    );
    await expect(args.onOpenTask).toHaveBeenCalledWith('t-88');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Arrow keys move between cells; Enter on a title opens its task, on a menu cell edits it. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Number' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const first = tasks[0] as BoardTask;
    await expect(canvas.getByRole('button', { name: first.title })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenTask).toHaveBeenCalledWith(first.id);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^Priority of #${first.number}:`) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Urgent' }));
    await expect(args.onEdit).toHaveBeenCalledWith(first.id, { priority: 'urgent' });
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute(
        'aria-rowindex',
        String(tasks.length + 1),
      ),
    );
    // The last column, "Updated".
    await expect(document.activeElement?.getAttribute('data-cell')).toMatch(/:7$/);
  },
};

/** F2 renames a task in place; Escape drops the change. */
export const RenameInPlace: Story = {
  play: async ({ args, canvas }) => {
    const first = tasks[0] as BoardTask;
    canvas.getByRole('button', { name: first.title }).focus();
    await userEvent.keyboard('{F2}');
    const field = canvas.getByRole('textbox', { name: `Title of #${first.number}` });
    await userEvent.clear(field);
    await userEvent.type(field, 'Ship it{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(first.id, { title: 'Ship it' });
    await expect(canvas.getByRole('button', { name: 'Ship it' })).toHaveFocus();
  },
};

export const GroupedByState: Story = {
  args: { group: 'state' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: /^QA/ })).toBeVisible();
  },
};

export const GroupedByAssignee: Story = {
  args: { group: 'assignee', sort: { column: 'priority', descending: false } },
};

export const ReadOnly: Story = {
  args: { onEdit: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Priority of/ })).toBeNull();
  },
};

export const Empty: Story = { args: { tasks: [] } };

export const Loading: Story = { args: { loading: true } };

/** As wide as a phone: six columns, state, priority and assignee as icons. */
export const Phone: Story = {
  args: { tasks: withUpdated(sampleTasks), columns: undefined },
  decorators: [
    (Story) => (
      <div className="-m-6 w-[390px] p-2">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
  },
};

export const PhoneDark: Story = { ...Phone, globals: { theme: 'dark' } };

/** 5,000 tasks: only the rows on screen are in the page. */
export const FiveThousandTasks: Story = {
  args: { tasks: withUpdated(makeTasks(5000)), columns: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '5001');
  },
};

const rowOf = (root: HTMLElement, task: BoardTask | undefined) =>
  within(root).getByRole('checkbox', { name: `Select ${task?.title}` });

/**
 * Selecting rows for a bulk edit. A checkbox column comes first; its header, "Select all
 * matching tasks", selects every task the list shows (mixed while some are). The grid keeps
 * one tab stop:
 *
 * | Key | Does |
 * | --- | --- |
 * | Arrow keys, Home/End, Ctrl+Home/End, PageUp/PageDown | move between cells (the checkboxes are the first column) |
 * | Space on a checkbox | toggles its row, or (in the header) selects all matching tasks |
 * | `x` on any cell of a row | toggles that row |
 * | Ctrl/Cmd+click, Shift+click on a row | toggles it, or selects the range from the last toggled row |
 * | Escape (in the app) | clears the selection |
 */
export const Selection: Story = {
  render: (args) => <SelectableList {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.body;
    const user = userEvent.setup();
    const [first, second, third] = tasks;
    const all = canvas.getByRole('checkbox', { name: 'Select all matching tasks' });
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');

    await user.click(rowOf(root, first));
    await expect(rowOf(root, first)).toBeChecked();
    await expect(rowOf(root, first).closest('[role="row"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    const bar = within(root).getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('1 selected');

    // Shift+click on a row's title selects the range instead of opening the task.
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('button', { name: third?.title }));
    await user.keyboard('{/Shift}');
    await expect(bar).toHaveTextContent('3 selected');

    // `x` on the focused row's title toggles it; the arrow keys reach the checkboxes.
    canvas.getByRole('button', { name: second?.title }).focus();
    await user.keyboard('x');
    await expect(rowOf(root, second)).not.toBeChecked();
    await user.keyboard('{Home}');
    await expect(rowOf(root, second)).toHaveFocus();
    await user.keyboard(' ');
    await expect(rowOf(root, second)).toBeChecked();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await expect(all).toHaveFocus();
    await user.keyboard(' ');
    await expect(bar).toHaveTextContent(`${tasks.length} selected`);
    await expect(all).toBeChecked();
    await user.click(all);
    await expect(within(root).queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  },
};

/** Selected rows in the dark theme. */
export const SelectionDark: Story = {
  render: (args) => <SelectableList {...args} initial={tasks.slice(1, 4).map((task) => task.id)} />,
  globals: { theme: 'dark' },
};

/** On a phone the checkbox spans both lines of a stacked row. */
export const SelectionPhone: Story = {
  ...Phone,
  render: (args) => (
    <SelectableList {...args} initial={sampleTasks.slice(0, 2).map((task) => task.id)} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
    await expect(
      canvas.getByRole('checkbox', { name: `Select ${sampleTasks[0]?.title}` }),
    ).toBeChecked();
  },
};

export const SelectionPhoneDark: Story = { ...SelectionPhone, globals: { theme: 'dark' } };
