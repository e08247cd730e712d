import { DndContext } from '@dnd-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BoardColumn } from './board-column';
import type { BoardTask } from './board-task';
import { statusColumns } from './column-spec';
import { makeTasks, STORY_NOW, sampleTasks } from './fixtures';

const lookup = (tasks: ReadonlyArray<BoardTask>) => {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  return (id: string) => byId.get(id);
};

const todo = sampleTasks.filter((task) => task.status === 'todo');
const many = makeTasks(1_200, ['in_progress']);
const [todoColumn, inProgressColumn] = statusColumns(['todo', 'in_progress']);

const meta = {
  title: 'Board/BoardColumn',
  component: BoardColumn,
  args: {
    column: todoColumn as NonNullable<typeof todoColumn>,
    taskIds: todo.map((task) => task.id),
    getTask: lookup(todo),
    now: STORY_NOW,
    onOpenTask: fn(),
    onCreateTask: fn(),
  },
  decorators: [
    (Story) => (
      <DndContext>
        <div className="h-[36rem]">
          <Story />
        </div>
      </DndContext>
    ),
  ],
} satisfies Meta<typeof BoardColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const column = canvas.getByRole('region', { name: 'Todo' });
    await expect(column).toHaveTextContent('3 tasks');
    await userEvent.click(within(column).getByRole('button', { name: 'Create task in Todo' }));
    await expect(args.onCreateTask).toHaveBeenCalledWith('todo', 'todo');
  },
};

export const Empty: Story = {
  args: { taskIds: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tasks')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Todo' })).toHaveTextContent('0 tasks');
  },
};

export const Loading: Story = { args: { loading: true } };

export const DropTarget: Story = { args: { dropTarget: true } };

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Create task/ })).toBeNull();
  },
};

export const VirtualisedPast200: Story = {
  args: {
    column: inProgressColumn,
    taskIds: many.map((task) => task.id),
    getTask: lookup(many),
  },
  play: async ({ canvas }) => {
    const column = canvas.getByRole('region', { name: 'In Progress' });
    await expect(column).toHaveTextContent('1,200 tasks');
    await waitFor(() =>
      expect(within(column).getAllByRole('button', { name: /^#/ }).length).toBeGreaterThan(3),
    );
    // Only what fits in the column (plus a few rows of overscan) is in the DOM.
    await expect(within(column).getAllByRole('button', { name: /^#/ }).length).toBeLessThan(30);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const OverWipLimit: Story = {
  args: {
    column: { id: 'qa', name: 'QA', category: 'started', color: '#d97706', wipLimit: 2 },
  },
  play: async ({ canvas }) => {
    const column = canvas.getByRole('region', { name: 'QA' });
    await expect(column).toHaveTextContent('3 / 2');
    await expect(column).toHaveTextContent('3 tasks, limit 2, over the limit');
  },
};
