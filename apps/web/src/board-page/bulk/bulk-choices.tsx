import type { TaskBulkChanges } from '@tandem/api-client';
import { TASK_PRIORITIES } from '@tandem/schemas';
import {
  type BoardColumnSpec,
  type BoardPerson,
  columnStatus,
  LabelColorDot,
  PRIORITY_LABELS,
  PriorityIcon,
  StatusIcon,
} from '@tandem/ui/board';
import { Avatar } from '@tandem/ui/display';
import { CalendarDays, CalendarX2, Tag, Tags, UserRoundX } from 'lucide-react';
import type { FilterLabel } from '../toolbar/use-board-labels';
import type { BulkChoice, BulkChoiceGroup } from './bulk-menu';

/** Applies `changes` to the selection; `what` completes "…N tasks" sentences. */
export type ApplyBulk = (changes: TaskBulkChanges, what: (tasks: string) => string) => void;

/** The state choices: every column of the board. */
export function stateGroups(columns: ReadonlyArray<BoardColumnSpec>, apply: ApplyBulk) {
  const choices = columns.map<BulkChoice>((column) => ({
    key: column.id,
    label: column.name,
    icon: <StatusIcon status={columnStatus(column)} />,
    onSelect: () => apply({ stateId: column.id }, (tasks) => `Moved ${tasks} to ${column.name}`),
  }));
  return [{ title: 'Move to state', choices }];
}

/** The assignee choices: nobody, then every member by name. */
export function assigneeGroups(
  people: ReadonlyMap<string, BoardPerson>,
  apply: ApplyBulk,
): BulkChoiceGroup[] {
  const members = [...people.entries()]
    .toSorted(([, a], [, b]) => a.name.localeCompare(b.name))
    .map<BulkChoice>(([id, person]) => ({
      key: id,
      label: person.name,
      icon: <Avatar name={person.name} src={person.avatarUrl} size="xs" decorative />,
      onSelect: () => apply({ assigneeId: id }, (tasks) => `Assigned ${tasks} to ${person.name}`),
    }));
  const nobody: BulkChoice = {
    key: 'none',
    label: 'No assignee',
    icon: <UserRoundX />,
    onSelect: () => apply({ assigneeId: null }, (tasks) => `Unassigned ${tasks}`),
  };
  return [{ title: 'Assign to', choices: [nobody, ...members] }];
}

/** The priority choices, most urgent first. */
export function priorityGroups(apply: ApplyBulk): BulkChoiceGroup[] {
  const choices = [...TASK_PRIORITIES].reverse().map<BulkChoice>((priority) => ({
    key: priority,
    label: PRIORITY_LABELS[priority],
    icon: <PriorityIcon priority={priority} labelled={false} />,
    onSelect: () =>
      apply(
        { priority },
        (tasks) => `Set the priority of ${tasks} to ${PRIORITY_LABELS[priority]}`,
      ),
  }));
  return [{ title: 'Set priority', choices }];
}

/** Adding any label of the workspace; removing those the selection carries. */
export function labelGroups(
  labels: ReadonlyArray<FilterLabel>,
  carried: ReadonlySet<string>,
  apply: ApplyBulk,
): BulkChoiceGroup[] {
  const add = labels.map<BulkChoice>((label) => ({
    key: `add-${label.name}`,
    label: label.name,
    icon: label.color ? <LabelColorDot color={label.color} /> : <Tag />,
    onSelect: () =>
      apply({ addLabels: [label.name] }, (tasks) => `Labelled ${tasks} ${label.name}`),
  }));
  const remove = [...carried].sort().map<BulkChoice>((name) => ({
    key: `remove-${name}`,
    label: name,
    icon: <Tags />,
    onSelect: () =>
      apply({ removeLabels: [name] }, (tasks) => `Removed the label ${name} from ${tasks}`),
  }));
  return [
    { title: 'Add label', choices: add },
    { title: 'Remove label', choices: remove },
  ];
}

/** `YYYY-MM-DD` of the local day `days` from today. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Due today, tomorrow, in a week, in a month, or none. */
export function dueGroups(apply: ApplyBulk): BulkChoiceGroup[] {
  const days: [string, number][] = [
    ['Today', 0],
    ['Tomorrow', 1],
    ['In a week', 7],
    ['In a month', 30],
  ];
  const choices = days.map<BulkChoice>(([label, offset]) => ({
    key: label,
    label,
    icon: <CalendarDays />,
    onSelect: () =>
      apply(
        { dueDate: dayFromToday(offset) },
        (tasks) => `Set ${tasks} due ${label.toLowerCase()}`,
      ),
  }));
  const none: BulkChoice = {
    key: 'none',
    label: 'No due date',
    icon: <CalendarX2 />,
    onSelect: () => apply({ dueDate: null }, (tasks) => `Cleared the due date of ${tasks}`),
  };
  return [{ title: 'Set due date', choices: [...choices, none] }];
}
