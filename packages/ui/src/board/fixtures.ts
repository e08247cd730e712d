import type { BoardMove, TaskPriority, TaskStatus } from '../domain/schemas';
import type { BoardPerson, BoardTask } from './board-task';

/**
 * Story and benchmark data: deterministic, so screenshots and timings compare run to run.
 * Not exported from the package.
 */

/** The fixed "now" of every story (a Sunday at noon, local time). */
export const STORY_NOW = new Date(2026, 10, 22, 12, 0, 0);

/** The people every story's tasks, comments and presence come from. */
export const people: BoardPerson[] = [
  { id: 'u1', name: 'Ada Lovelace' },
  { id: 'u2', name: 'Grace Hopper' },
  { id: 'u3', name: 'Alan Turing' },
  { id: 'u4', name: 'Barbara Liskov' },
  { id: 'u5', name: 'Ken Thompson' },
  { id: 'u6', name: 'Margaret Hamilton' },
];

const verbs = ['Fix', 'Add', 'Polish', 'Refactor', 'Document', 'Speed up', 'Test', 'Design'];
const subjects = [
  'sign-in redirect after magic link',
  'board column virtualisation',
  'invite email template',
  'attachment upload retry',
  'dark theme contrast on badges',
  'command palette search ranking',
  'realtime reconnect backoff',
  'member role change audit trail',
  'due date picker keyboard support',
  'activity feed pagination',
  'slug validation message',
  'avatar crop and upload',
];
const labelPool = ['bug', 'feature', 'design', 'backend', 'frontend', 'docs', 'infra', 'a11y'];
const priorities: TaskPriority[] = ['none', 'low', 'medium', 'high', 'urgent'];

/** A small seeded PRNG (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, values: ReadonlyArray<T>): T {
  return values[Math.floor(next() * values.length)] as T;
}

function isoDate(base: Date, offsetDays: number): string {
  const date = new Date(base.getFullYear(), base.getMonth(), base.getDate() + offsetDays);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * `count` tasks spread over `statuses` round-robin, numbered from 1, with seeded random
 * titles, labels, assignees and due dates (`seed` defaults to 7).
 */
export function makeTasks(
  count: number,
  statuses: ReadonlyArray<TaskStatus> = ['backlog', 'todo', 'in_progress', 'in_review', 'done'],
  seed = 7,
): BoardTask[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const status = statuses[index % statuses.length] as TaskStatus;
    const labelCount = Math.floor(next() * 3);
    const labels = [...new Set(Array.from({ length: labelCount }, () => pick(next, labelPool)))];
    const hasDue = next() < 0.45;
    return {
      id: `task-${index + 1}`,
      number: index + 1,
      title: `${pick(next, verbs)} ${pick(next, subjects)}`,
      status,
      priority: pick(next, priorities),
      due_date: hasDue ? isoDate(STORY_NOW, Math.floor(next() * 14) - 4) : null,
      labels,
      // Fixed-width base-36 keys sort like fractional-index keys.
      position: `a${Math.floor(index / statuses.length)
        .toString(36)
        .padStart(4, '0')}`,
      assignee: next() < 0.8 ? pick(next, people) : null,
      commentCount: next() < 0.5 ? Math.floor(next() * 12) : 0,
      attachmentCount: next() < 0.25 ? Math.floor(next() * 4) + 1 : 0,
    };
  });
}

/** A hand-written board that reads like a real team's. */
export const sampleTasks: BoardTask[] = [
  {
    id: 't-101',
    number: 101,
    title: 'Ship the onboarding checklist for new workspaces',
    status: 'backlog',
    priority: 'low',
    due_date: null,
    labels: ['feature'],
    position: 'a0',
    assignee: null,
  },
  {
    id: 't-97',
    number: 97,
    title: 'Explore markdown tables in comments',
    status: 'backlog',
    priority: 'none',
    due_date: null,
    labels: ['design'],
    position: 'a1',
    assignee: people[3],
    commentCount: 2,
  },
  {
    id: 't-42',
    number: 42,
    title: 'Magic link lands on a blank page in Safari',
    status: 'todo',
    priority: 'urgent',
    due_date: '2026-11-20',
    labels: ['bug', 'frontend'],
    position: 'a0',
    assignee: people[0],
    commentCount: 5,
    attachmentCount: 2,
  },
  {
    id: 't-88',
    number: 88,
    title: 'Invite teammates by email with a role',
    status: 'todo',
    priority: 'high',
    due_date: '2026-11-24',
    labels: ['feature', 'backend'],
    position: 'a1',
    assignee: people[1],
    commentCount: 1,
  },
  {
    id: 't-90',
    number: 90,
    title: 'Rate-limit auth emails to one per minute per address',
    status: 'todo',
    priority: 'medium',
    due_date: null,
    labels: ['backend'],
    position: 'a2',
    assignee: people[4],
  },
  {
    id: 't-77',
    number: 77,
    title: 'Realtime presence avatars on the board header',
    status: 'in_progress',
    priority: 'high',
    due_date: '2026-11-22',
    labels: ['frontend'],
    position: 'a0',
    assignee: people[2],
    commentCount: 3,
    editingBy: [people[1] as BoardPerson],
  },
  {
    id: 't-81',
    number: 81,
    title: 'Attachment uploads show progress and can be retried',
    status: 'in_progress',
    priority: 'medium',
    due_date: '2026-12-02',
    labels: ['feature', 'frontend', 'a11y', 'design'],
    position: 'a1',
    assignee: people[5],
    attachmentCount: 1,
  },
  {
    id: 't-64',
    number: 64,
    title: 'Row-level security policies for comments and attachments',
    status: 'in_review',
    priority: 'urgent',
    due_date: '2026-11-23',
    labels: ['backend', 'infra'],
    position: 'a0',
    assignee: people[4],
    commentCount: 8,
  },
  {
    id: 't-59',
    number: 59,
    title: 'Command palette: jump to a task by number',
    status: 'in_review',
    priority: 'low',
    due_date: null,
    labels: ['feature'],
    position: 'a1',
    assignee: people[0],
    commentCount: 2,
  },
  {
    id: 't-31',
    number: 31,
    title: 'Design tokens for light and dark themes',
    status: 'done',
    priority: 'medium',
    due_date: '2026-11-10',
    labels: ['design'],
    position: 'a0',
    assignee: people[3],
    commentCount: 4,
  },
  {
    id: 't-28',
    number: 28,
    title: 'Workspace slugs: lower-case letters, digits and dashes',
    status: 'done',
    priority: 'none',
    due_date: null,
    labels: ['backend'],
    position: 'a1',
    assignee: people[1],
  },
];

/**
 * What an app does on `onMove`, for stories: move the task right below `aboveId` in
 * `toStatus` and renumber the positions of that column.
 */
export function applyMove(
  tasks: ReadonlyArray<BoardTask>,
  { taskId, toStatus, aboveId }: BoardMove,
): BoardTask[] {
  const moving = tasks.find((task) => task.id === taskId);
  if (!moving) return [...tasks];
  const column = tasks
    .filter((task) => task.status === toStatus && task.id !== taskId)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const insertAt = aboveId ? column.findIndex((task) => task.id === aboveId) + 1 : 0;
  column.splice(insertAt, 0, { ...moving, status: toStatus });
  const positions = new Map(
    column.map((task, index) => [task.id, `a${index.toString(36).padStart(4, '0')}`]),
  );
  return tasks.map((task) =>
    positions.has(task.id)
      ? {
          ...task,
          status: toStatus === task.status || task.id === taskId ? toStatus : task.status,
          position: positions.get(task.id) as string,
        }
      : task,
  );
}
