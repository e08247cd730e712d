import type { AssignedTask } from '@tandem/api-client';
import { addDays, startOfWeek } from '@tandem/ui/calendar';

/** The groups of "My tasks", in the order they are shown. */
export const MY_TASK_GROUPS = ['overdue', 'today', 'week', 'later', 'none'] as const;

/** One group of "My tasks". */
export type MyTaskGroup = (typeof MY_TASK_GROUPS)[number];

/** The groups' headings. */
export const MY_TASK_GROUP_NAMES: Record<MyTaskGroup, string> = {
  overdue: 'Overdue',
  today: 'Today',
  week: 'This week',
  later: 'Later',
  none: 'No date',
};

/** The group a due date falls in, seen from `today` (`YYYY-MM-DD`; weeks start on Monday). */
export function groupOf(dueDate: string | null, today: string): MyTaskGroup {
  if (!dueDate) return 'none';
  if (dueDate < today) return 'overdue';
  if (dueDate === today) return 'today';
  return dueDate <= addDays(startOfWeek(today), 6) ? 'week' : 'later';
}

/** `tasks` by group, each in the order given (soonest due first), empty groups left out. */
export function groupMyTasks(
  tasks: ReadonlyArray<AssignedTask>,
  today: string,
): { group: MyTaskGroup; tasks: AssignedTask[] }[] {
  const groups = new Map<MyTaskGroup, AssignedTask[]>(MY_TASK_GROUPS.map((group) => [group, []]));
  for (const task of tasks) groups.get(groupOf(task.due_date, today))?.push(task);
  return MY_TASK_GROUPS.flatMap((group) => {
    const members = groups.get(group) ?? [];
    return members.length ? [{ group, tasks: members }] : [];
  });
}
