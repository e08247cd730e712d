import { PRIORITY_LABELS } from '../board/labels';
import type { TaskPriority } from '../domain/schemas';

/** One changed field of a `task.updated` entry, as the trigger records it. */
interface FieldChange {
  from?: unknown;
  to?: unknown;
  from_name?: unknown;
  to_name?: unknown;
}

/** A clause about one field; `task` is given to the first clause of a sentence only. */
type Clause = (task: string | undefined) => string;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const of = (task: string | undefined) => (task ? ` of ${task}` : '');

const dateFormat = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `2026-12-03` → "Dec 3, 2026" (due dates are calendar days, read in UTC). */
function formatDay(value: unknown): string | undefined {
  const day = text(value);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return dateFormat.format(new Date(`${day}T00:00:00Z`));
}

function priorityName(name: unknown, value: unknown): string | undefined {
  const key = text(value);
  return text(name) ?? (key && key in PRIORITY_LABELS ? PRIORITY_LABELS[key as TaskPriority] : key);
}

const labelsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((l): l is string => typeof l === 'string') : [];

function labelsClause(change: FieldChange): Clause {
  const before = labelsOf(change.from);
  const after = labelsOf(change.to);
  const added = after.filter((l) => !before.includes(l));
  const removed = before.filter((l) => !after.includes(l));
  const quoted = (list: string[]) => list.map((l) => `“${l}”`).join(', ');
  const noun = (list: string[]) => (list.length === 1 ? 'label' : 'labels');
  if (added.length > 0 && removed.length === 0) {
    return (task) => `added the ${noun(added)} ${quoted(added)}${task ? ` to ${task}` : ''}`;
  }
  if (removed.length > 0 && added.length === 0) {
    return (task) =>
      `removed the ${noun(removed)} ${quoted(removed)}${task ? ` from ${task}` : ''}`;
  }
  return (task) => `changed the labels${of(task)}`;
}

function dueClause(change: FieldChange): Clause {
  const from = formatDay(change.from);
  const to = formatDay(change.to);
  if (to && from) return (task) => `moved the due date${of(task)} from ${from} to ${to}`;
  if (to) return (task) => `set the due date${of(task)} to ${to}`;
  return (task) => `removed the due date${of(task)}`;
}

function assigneeClause(change: FieldChange): Clause {
  const to = text(change.to_name);
  const from = text(change.from_name);
  if (change.to) return (task) => `assigned ${task ?? 'it'} to ${to ?? 'someone'}`;
  return (task) => `unassigned ${from ?? 'the assignee'}${task ? ` from ${task}` : ''}`;
}

/** The clause of each field the trigger records, in the order the feed lists them. */
const CLAUSES: Record<string, (change: FieldChange) => Clause> = {
  title: (change) => (task) =>
    text(change.to) ? `renamed ${task ?? 'it'} to “${text(change.to)}”` : `renamed ${task ?? 'it'}`,
  description: () => (task) => `edited the description${of(task)}`,
  priority: (change) => {
    const from = priorityName(change.from_name, change.from);
    const to = priorityName(change.to_name, change.to);
    return (task) =>
      from && to
        ? `changed the priority${of(task)} from ${from} to ${to}`
        : `changed the priority${of(task)}`;
  },
  assignee_id: assigneeClause,
  due_date: dueClause,
  labels: labelsClause,
};

/** "a, b and c". */
function joinClauses(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * What a `task.updated` entry says after its actor's name, from its `changes`: "renamed #12 to
 * “Fix login”", "changed the priority of #12 from High to Urgent", "assigned #12 to Mia",
 * several joined ("renamed #12 to “X” and changed the priority from Low to High"). Entries
 * written before `changes` was recorded say "updated #12".
 */
export function describeTaskUpdate(payload: Record<string, unknown>, task: string): string {
  const changes = payload.changes;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return `updated ${task}`;
  const clauses = Object.keys(CLAUSES).flatMap((field) => {
    const change = (changes as Record<string, unknown>)[field];
    const build = CLAUSES[field];
    return change && typeof change === 'object' && build ? [build(change as FieldChange)] : [];
  });
  if (clauses.length === 0) return `updated ${task}`;
  return joinClauses(clauses.map((clause, index) => clause(index === 0 ? task : undefined)));
}
