import type { TaskConflict } from './use-task-saver';

/** Where the text fields of a refused edit are kept: a draft setter per field. */
export interface ConflictDraftSetters {
  title: (draft: string | null) => void;
  description: (draft: string | null) => void;
}

/**
 * Keeps the text this user typed in a refused edit (title, description) as the field's draft,
 * so "Reload theirs" shows their version with "Unsaved … kept" beside it and nothing typed is
 * lost without "Discard draft". Text equal to theirs needs no draft.
 */
export function keepTextAsDrafts(conflict: TaskConflict | null, drafts: ConflictDraftSetters) {
  if (!conflict) return;
  for (const field of ['title', 'description'] as const) {
    const mine = conflict.mine[field];
    if (typeof mine === 'string' && mine !== '' && mine !== conflict.theirs[field]) {
      drafts[field](mine);
    }
  }
}
