import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { BoardTask } from './board-task';
import { people, STORY_NOW, sampleTasks } from './fixtures';
import { TaskCard } from './task-card';

const base = sampleTasks.find((task) => task.number === 88) as BoardTask;

const meta = {
  title: 'Board/TaskCard',
  component: TaskCard,
  args: { task: base, now: STORY_NOW, onOpen: fn() },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: '#88 Invite teammates by email with a role' });
    await expect(card).toHaveAccessibleDescription(
      'High priority; due Nov 24; assigned to Grace Hopper; labels feature, backend; 1 comments.',
    );
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledWith('t-88');
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

export const ChecklistProgress: Story = {
  args: { task: { ...base, checklistDone: 3, checklistTotal: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3/5')).toBeVisible();
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription(
      /; 3 of 5 checklist items done\.$/,
    );
  },
};

export const ChecklistComplete: Story = {
  args: { task: { ...base, checklistDone: 4, checklistTotal: 4 } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4/4')).toHaveClass('text-success-text');
  },
};

export const Overdue: Story = {
  args: { task: sampleTasks.find((task) => task.number === 42) as BoardTask },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nov 20')).toHaveClass('text-danger-text');
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription(/overdue, was due Nov 20/);
  },
};

export const DueToday: Story = {
  args: { task: { ...base, due_date: '2026-11-22' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today')).toHaveClass('text-warning-text');
  },
};

export const DoneIsNeverOverdue: Story = {
  args: { task: { ...base, status: 'done', due_date: '2026-11-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nov 1')).not.toHaveClass('text-danger-text');
  },
};

export const BeingEdited: Story = {
  args: { task: { ...base, editingBy: [people[2], people[4]] as BoardTask['editingBy'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Alan +1')).toBeVisible();
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription(
      /being edited by Alan Turing, Ken Thompson/,
    );
  },
};

export const Minimal: Story = {
  args: {
    task: {
      ...base,
      labels: [],
      due_date: null,
      assignee: null,
      commentCount: 0,
      priority: 'none',
    },
    onOpen: undefined,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('#88');
    await expect(card).toHaveAccessibleDescription('No priority; unassigned.');
  },
};

export const ManyLabelsAndCounts: Story = {
  args: {
    task: {
      ...base,
      labels: ['feature', 'backend', 'design', 'a11y', 'infra'],
      commentCount: 12,
      attachmentCount: 3,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+2')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    task: {
      ...base,
      title:
        'A remarkably long task title that keeps going to show that cards clamp their titles to three lines instead of growing without limit, even with averyveryverylongunbrokenwordthatwouldotherwiseoverflow',
    },
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { task: { ...base, title: 'دعوة أعضاء الفريق عبر البريد الإلكتروني مع تحديد الدور' } },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-2">
      {sampleTasks.slice(2, 7).map((task) => (
        <TaskCard key={task.id} {...args} task={task} />
      ))}
    </div>
  ),
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button', { name: '#88 Invite teammates by email with a role' });
    await expect(card).toHaveAttribute('data-selected', 'true');
    await expect(card).toHaveAccessibleDescription(/^Selected; High priority;/);
  },
};

/** A change this client could not send yet (offline): the card says so until it is sent. */
export const NotSaved: Story = {
  args: { task: { ...base, unsaved: true } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button', { name: '#88 Invite teammates by email with a role' });
    await expect(card).toHaveAccessibleDescription(/^Changes not saved yet; High priority;/);
    await expect(canvas.getByText('Not saved')).toBeVisible();
  },
};
