import {
  createLabelInputSchema,
  type LabelColor,
  updateLabelInputSchema,
  type WorkspaceLabel,
  workspaceLabelSchema,
} from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { noRowWritten, updateOne } from '../internal/no-row-written.js';
import { unwrap, unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { LABEL_COLUMNS } from './read-labels.js';

/** A new label of a workspace. */
export interface LabelCreate {
  workspaceId: string;
  /** Trimmed, 1–24 characters, unique in the workspace. */
  name: string;
  /** @default 'gray' */
  color?: LabelColor;
}

/** A rename or recolour of a label. */
export interface LabelUpdate {
  labelId: string;
  changes: { name?: string; color?: LabelColor };
}

/** A merge of one label into another of the same workspace. */
export interface LabelMerge {
  labelId: string;
  intoLabelId: string;
}

/**
 * Adds a label to a workspace's set (members and up).
 *
 * @throws TandemError `data/invalid` with field errors before any request, and past 200
 * labels; `data/duplicate` for a name the workspace has; `data/forbidden` for viewers and
 * non-members.
 */
export async function createLabel(
  context: ClientContext,
  input: LabelCreate,
): Promise<WorkspaceLabel> {
  const values = validateAsColumns(createLabelInputSchema, input);
  const row = await unwrapOne(
    context.supabase.from('workspace_labels').insert(values).select(LABEL_COLUMNS),
  );
  return parseRow(workspaceLabelSchema, row);
}

/**
 * Renames or recolours a label (admins and the owner). A rename reaches every task that has
 * the label.
 *
 * @throws TandemError `data/duplicate` for a name the workspace has (merge instead);
 * `data/forbidden` for members and viewers; `data/not-found` when it is gone or hidden.
 */
export async function updateLabel(
  context: ClientContext,
  input: LabelUpdate,
): Promise<WorkspaceLabel> {
  const id = validateId(input?.labelId, 'labelId');
  const changes = validateAsColumns(updateLabelInputSchema, input.changes ?? {});
  const row = await updateOne(context, 'workspace_labels', id, changes, LABEL_COLUMNS);
  return parseRow(workspaceLabelSchema, row);
}

/**
 * Deletes a label (admins and the owner): it is taken off every task.
 *
 * @throws TandemError `data/forbidden` for members and viewers; `data/not-found` when it is
 * gone or hidden.
 */
export async function deleteLabel(context: ClientContext, labelId: string): Promise<void> {
  const id = validateId(labelId, 'labelId');
  const rows = await unwrap(
    context.supabase.from('workspace_labels').delete().eq('id', id).select('id'),
  );
  if (!rows?.[0]) throw await noRowWritten(context, 'workspace_labels', id);
}

/**
 * Merges a label into another (RPC `merge_labels`, admins and the owner): every task with the
 * first has the second instead, once; the first is gone. Returns the label kept.
 *
 * @throws TandemError `data/invalid` for a label merged into itself; `data/forbidden` for
 * members and viewers; `data/not-found` when either is gone, hidden or of another workspace.
 */
export async function mergeLabels(
  context: ClientContext,
  input: LabelMerge,
): Promise<WorkspaceLabel> {
  const labelId = validateId(input?.labelId, 'labelId');
  const intoId = validateId(input.intoLabelId, 'intoLabelId');
  const row = await unwrapOne(
    context.supabase
      .rpc('merge_labels', { label_id: labelId, into_id: intoId })
      .select(LABEL_COLUMNS),
  );
  return parseRow(workspaceLabelSchema, row);
}
