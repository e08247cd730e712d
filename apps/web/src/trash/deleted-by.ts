const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** What the Trash knows of a deletion: who made it and when. */
export interface Deletion {
  deleted_by_name: string | null;
  deleted_at: string;
}

/**
 * "Deleted by Ada Admin on Dec 3, 2026, 2:14 PM", in the user's time zone. A deleter whose
 * account is gone has no name left to show.
 */
export function deletedBy({ deleted_by_name, deleted_at }: Deletion): string {
  const by = deleted_by_name ? ` by ${deleted_by_name}` : '';
  return `Deleted${by} on ${when.format(new Date(deleted_at))}`;
}
