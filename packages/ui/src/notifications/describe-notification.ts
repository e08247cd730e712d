import { STATUS_LABELS } from '../board/labels';
import { ROLE_LABELS } from '../workspace/member-row';
import type { InboxNotification, NotificationNames } from './notification-types';

/** What a notification names when its actor is gone (a deleted account). */
export const UNKNOWN_ACTOR = 'Someone';

/**
 * The one name of changes nobody signed in made (the seed, scheduled jobs), as activity and the
 * digest email call them.
 */
export const SYSTEM_ACTOR = 'Tandem';

const DAY_MS = 86_400_000;

/** A `details` value as text, or `undefined` when it is missing or not text. */
function textIn(details: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = details[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** "#12 Ship the changelog", or what is known of it; "a task" when nothing is. */
export function taskLabel(details: Readonly<Record<string, unknown>>): string {
  const number = typeof details.number === 'number' ? `#${details.number}` : undefined;
  const title = textIn(details, 'title');
  return [number, title].filter(Boolean).join(' ') || 'a task';
}

/** The workspace's name from the details or the lookup; "a workspace" when neither knows. */
export function workspaceLabel(n: InboxNotification, names: NotificationNames): string {
  return textIn(n.details, 'workspace_name') ?? names.workspace?.(n.workspace_id) ?? 'a workspace';
}

function statusLabel(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return value in STATUS_LABELS ? STATUS_LABELS[value as keyof typeof STATUS_LABELS] : value;
}

function roleLabel(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return value in ROLE_LABELS ? ROLE_LABELS[value as keyof typeof ROLE_LABELS] : value;
}

/** Calendar days from `now`'s date to a `YYYY-MM-DD` date (0 today, 1 tomorrow, -1 yesterday). */
function daysUntil(date: string, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return undefined;
  const due = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((due - today) / DAY_MS);
}

function dueWording(n: InboxNotification, now: Date): string {
  const date = textIn(n.details, 'due_date');
  const days = date ? daysUntil(date, now) : undefined;
  if (n.kind === 'overdue' || (days !== undefined && days < 0)) return 'is overdue';
  if (days === 0) return 'is due today';
  if (days === 1) return 'is due tomorrow';
  if (date && days !== undefined) {
    const [year, month, day] = date.slice(0, 10).split('-').map(Number);
    const when = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' }).format(
      new Date(year as number, (month as number) - 1, day),
    );
    return `is due on ${when}`;
  }
  return 'is due soon';
}

/** "3 times " for a repeated event, nothing for one. */
const times = (count: number) => (count > 1 ? ` ${count} times` : '');

/**
 * What a notification says, in one sentence for the inbox, an email or a push: "Mia mentioned
 * you in #12 Ship the changelog", "3 new comments from Mia on #12 …", "Mia moved #12 … from
 * Todo to In Review", "#12 … is due tomorrow", "You were invited to Acme". People are named by
 * their current name (`names.person`); an actor that is gone is "Someone", and changes without
 * an actor are Tandem's.
 *
 * @param now - "today", for due dates. @default new Date()
 */
export function describeNotification(
  n: InboxNotification,
  names: NotificationNames,
  now: Date = new Date(),
): string {
  const actor = n.actor_id ? names.person(n.actor_id)?.name || UNKNOWN_ACTOR : SYSTEM_ACTOR;
  const task = taskLabel(n.details);
  const count = Math.max(1, n.count);
  switch (n.kind) {
    case 'mentioned':
      return textIn(n.details, 'in') === 'description'
        ? `${actor} mentioned you in the description of ${task}`
        : `${actor} mentioned you${times(count)} in ${task}`;
    case 'assigned':
      return `${actor} assigned ${task} to you`;
    case 'commented':
      return count > 1
        ? `${count} new comments from ${actor} on ${task}`
        : `${actor} commented on ${task}`;
    case 'state_changed': {
      // The board's columns by the names they had then; older notifications name statuses.
      const from = textIn(n.details, 'from_state_name') ?? statusLabel(textIn(n.details, 'from'));
      const to = textIn(n.details, 'to_state_name') ?? statusLabel(textIn(n.details, 'to'));
      if (!to) return `${actor} moved ${task}`;
      const fromId = textIn(n.details, 'from_state_id');
      const toId = textIn(n.details, 'to_state_id');
      const back = fromId && toId ? fromId === toId : from === to;
      if (back) return `${actor} moved ${task} back to ${to}`;
      return from
        ? `${actor} moved ${task} from ${from} to ${to}`
        : `${actor} moved ${task} to ${to}`;
    }
    case 'due_soon':
    case 'overdue':
      return `${task} ${dueWording(n, now)}`;
    case 'invited': {
      const workspace = workspaceLabel(n, names);
      return n.actor_id
        ? `${actor} invited you to ${workspace}`
        : `You were invited to ${workspace}`;
    }
    case 'role_changed': {
      const role = roleLabel(textIn(n.details, 'to') ?? textIn(n.details, 'role'));
      const workspace = workspaceLabel(n, names);
      return role
        ? `Your role in ${workspace} is now ${role}`
        : `Your role in ${workspace} changed`;
    }
    default:
      // A kind newer than this kit: say something true rather than nothing.
      return n.task_id
        ? `Something changed on ${task}`
        : `Something changed in ${workspaceLabel(n, names)}`;
  }
}
