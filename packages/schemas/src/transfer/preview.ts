import type { ImportPerson, ImportPlan } from './plan.js';

/** What an import will create, shown before it runs. */
export interface ImportPreview {
  states: number;
  tasks: number;
  labels: number;
  checklistItems: number;
  comments: number;
  /** People whose email is a member's: their tasks keep them as assignee. */
  matched: ImportPerson[];
  /** Everyone else: their tasks are imported unassigned. */
  unmatched: ImportPerson[];
}

/**
 * The counts of `plan` and its people split by whether `memberEmails` (the workspace's
 * members) holds their email, ignoring case.
 */
export function previewImport(plan: ImportPlan, memberEmails: readonly string[]): ImportPreview {
  const members = new Set(memberEmails.map((email) => email.toLowerCase()));
  const isMember = (person: ImportPerson) =>
    person.email !== null && members.has(person.email.toLowerCase());
  const { tasks } = plan.board;
  return {
    states: plan.board.states.length,
    tasks: tasks.length,
    labels: new Set(tasks.flatMap((task) => task.labels ?? [])).size,
    checklistItems: tasks.reduce((sum, task) => sum + (task.checklist?.length ?? 0), 0),
    comments: tasks.reduce((sum, task) => sum + (task.comments?.length ?? 0), 0),
    matched: plan.people.filter(isMember),
    unmatched: plan.people.filter((person) => !isMember(person)),
  };
}
