/** "1 task", "50 tasks": a count of tasks as sentences say it. */
export function taskCount(count: number): string {
  return `${count} ${count === 1 ? 'task' : 'tasks'}`;
}
