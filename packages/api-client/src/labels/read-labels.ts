import { type WorkspaceLabel, workspaceLabelSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/**
 * Label names in the order people read a list in: case and accents aside ("bug", "Copy",
 * "docs"), numbers by value. The database's own order depends on its collation ("C" on PGlite
 * puts every capital first), so the client sorts.
 */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The PostgREST `select` list of a label. */
export const LABEL_COLUMNS = columnsOf(workspaceLabelSchema);

/**
 * A workspace's labels, by name whatever its case. Every member reads them; a workspace the
 * caller is not a member of has none.
 */
export async function listLabels(
  context: ClientContext,
  workspaceId: string,
): Promise<WorkspaceLabel[]> {
  const id = validateId(workspaceId, 'workspaceId');
  const rows = await unwrap(
    context.supabase
      .from('workspace_labels')
      .select(LABEL_COLUMNS)
      .eq('workspace_id', id)
      .order('name', { ascending: true }),
  );
  return parseRows(workspaceLabelSchema, rows ?? [], context.reportInvalidRow).sort((a, b) =>
    byName.compare(a.name, b.name),
  );
}
