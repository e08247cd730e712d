import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { BoardTask } from '../board/board-task';
import { makeTasks, STORY_NOW } from '../board/fixtures';
import type { CalendarMode } from './calendar-dates';
import { TaskCalendar, type TaskCalendarProps } from './task-calendar';

/** A calendar that applies its own reschedules and navigation, as the app does with the URL. */
function StatefulCalendar({ tasks: initial, onReschedule, ...props }: TaskCalendarProps) {
  const [tasks, setTasks] = React.useState<ReadonlyArray<BoardTask>>(initial);
  const [view, setView] = React.useState<{ mode: CalendarMode; date: string }>({
    mode: props.mode,
    date: props.date,
  });
  return (
    <TaskCalendar
      {...props}
      {...view}
      tasks={tasks}
      onNavigate={setView}
      onReschedule={(taskId, dueDate) => {
        onReschedule?.(taskId, dueDate);
        setTasks((current) =>
          current.map((task) => (task.id === taskId ? { ...task, due_date: dueDate } : task)),
        );
      }}
    />
  );
}

const meta = {
  title: 'Calendar/TaskCalendar',
  component: TaskCalendar,
  args: {
    tasks: makeTasks(40),
    mode: 'month',
    date: '2026-11-22',
    now: STORY_NOW,
    onNavigate: fn(),
    onOpenTask: fn(),
    onReschedule: fn(),
    'aria-label': 'Roadmap calendar',
  },
  render: (args) => (
    <div className="h-[calc(100vh-3rem)]">
      <StatefulCalendar {...args} />
    </div>
  ),
} satisfies Meta<typeof TaskCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Roadmap calendar' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'No due date' })).toBeVisible();
  },
};

export const Week: Story = { args: { mode: 'week' } };

/** Alt+Right moves a task a day later; focus stays on it in its new day. */
export const KeyboardReschedule: Story = {
  args: { mode: 'week' },
  play: async ({ args, canvas }) => {
    const [chip] = canvas
      .getAllByRole('button', { name: /^#\d+/ })
      .filter((button) => button.closest('[data-day]'));
    const day = chip?.closest('[data-day]')?.getAttribute('data-day');
    chip?.focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(args.onReschedule).toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-day]')?.getAttribute('data-day')).not.toBe(day),
    );
  },
};

export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every task has a date')).toBeVisible();
  },
};

export const Loading: Story = { args: { tasks: [], loading: true } };

export const ReadOnly: Story = { args: { onReschedule: undefined } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const WeekDarkTheme: Story = { args: { mode: 'week' }, globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { mode: 'week' },
  render: (args) => (
    <div className="h-[700px] w-[390px]">
      <StatefulCalendar {...args} />
    </div>
  ),
};

export const PhoneMonth: Story = {
  render: (args) => (
    <div className="h-[700px] w-[390px]">
      <StatefulCalendar {...args} />
    </div>
  ),
};
