import type { WorkspaceLabel } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { listLabels } from './read-labels.js';
import {
  createLabel,
  deleteLabel,
  type LabelCreate,
  type LabelMerge,
  type LabelUpdate,
  mergeLabels,
  updateLabel,
} from './write-labels.js';

export type { LabelCreate, LabelMerge, LabelUpdate } from './write-labels.js';

/**
 * The `labels` namespace of the client: a workspace's set of labels (names and colours).
 * Tasks name their labels in `labels` as before; a new name given to a task joins the set, and
 * renames, merges and deletions here reach every task. Changes arrive live on the workspace's
 * channel (`realtime.subscribeWorkspace`).
 *
 * @example
 * ```ts
 * const bug = await tandem.labels.create({ workspaceId, name: 'bug', color: 'red' });
 * await tandem.labels.update({ labelId: bug.id, changes: { name: 'defect' } });
 * ```
 */
export interface LabelsApi {
  /** A workspace's labels, by name. */
  list(workspaceId: string): Promise<WorkspaceLabel[]>;
  /** Adds a label (members and up). */
  create(input: LabelCreate): Promise<WorkspaceLabel>;
  /** Renames or recolours a label, on every task (admins and the owner). */
  update(input: LabelUpdate): Promise<WorkspaceLabel>;
  /** Merges a label into another, on every task (admins and the owner). */
  merge(input: LabelMerge): Promise<WorkspaceLabel>;
  /** Deletes a label, taking it off every task (admins and the owner). */
  delete(labelId: string): Promise<void>;
}

/** Builds the `labels` namespace over the shared client context. */
export function createLabelsApi(context: ClientContext): LabelsApi {
  return {
    list: (workspaceId: string) => listLabels(context, workspaceId),
    create: (input: LabelCreate) => createLabel(context, input),
    update: (input: LabelUpdate) => updateLabel(context, input),
    merge: (input: LabelMerge) => mergeLabels(context, input),
    delete: (labelId: string) => deleteLabel(context, labelId),
  };
}
