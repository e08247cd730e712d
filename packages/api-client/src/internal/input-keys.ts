/**
 * Inputs are camelCase, columns snake_case (the README's "Names" rule). These two functions
 * are the one place the client crosses between them, key by key, one level deep.
 */

/** `assigneeId` → `assignee_id`. */
export function columnName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** `assignee_id` → `assigneeId`. */
export function inputName(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The object with every own key renamed to its column (`{ dueDate }` → `{ due_date }`). */
export function toColumns(input: object): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) columns[columnName(key)] = value;
  return columns;
}
