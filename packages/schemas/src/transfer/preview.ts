import { type ImportMember, proposeMember } from './people.js';
import type { ImportPerson, ImportPlan } from './plan.js';

/** A person of the file and the member they most likely are, if any. */
export interface PersonMatch {
  person: ImportPerson;
  /** The proposal the importer confirms or changes; `null`: none, or several alike. */
  proposed: ImportMember | null;
}

/** What an import will create, shown before it runs. */
export interface ImportPreview {
  states: number;
  tasks: number;
  labels: number;
  checklistItems: number;
  comments: number;
  /** The workspace's members, whom the file's people can be matched to. */
  members: ImportMember[];
  /** Everyone the file assigns cards to, by name, with a proposed member. */
  people: PersonMatch[];
}

/**
 * The counts of `plan`, and for each of its people the member of the workspace (`members`)
 * they most likely are: by email, else by name or username (see `proposeMember`).
 */
export function previewImport(plan: ImportPlan, members: readonly ImportMember[]): ImportPreview {
  const { tasks } = plan.board;
  return {
    states: plan.board.states.length,
    tasks: tasks.length,
    labels: new Set(tasks.flatMap((task) => task.labels ?? [])).size,
    checklistItems: tasks.reduce((sum, task) => sum + (task.checklist?.length ?? 0), 0),
    comments: tasks.reduce((sum, task) => sum + (task.comments?.length ?? 0), 0),
    members: [...members],
    people: [...plan.people]
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
      .map((person) => ({ person, proposed: proposeMember(person, members) })),
  };
}
