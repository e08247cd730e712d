import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BoardTask } from './board-task';
import { makeTasks, people, STORY_NOW, sampleTasks } from './fixtures';
import { teamColumns, teamTasks } from './state-fixtures';
import { TaskList, type TaskListProps } from './task-list';
import type { TaskListEdit } from './task-list-cell';

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
