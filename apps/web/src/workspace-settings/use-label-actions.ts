import type { LabelUpdate } from '@tandem/api-client';
import { tandemKeys } from '@tandem/api-client/react-query';
import type { LabelColor, WorkspaceLabel } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../lib/notify-error';
import { useTandem } from '../lib/use-tandem';
import { offerUndo } from '../undo/undo-stack';
import { type LabelCarrier, labelCarriers, restoreLabel } from './label-undo';

/** What the settings' label list can do; each reaches every task carrying the label. */
export interface LabelActions {
  rename: (label: WorkspaceLabel, name: string) => void;
  recolor: (label: WorkspaceLabel, color: LabelColor) => void;
  merge: (label: WorkspaceLabel, into: WorkspaceLabel) => void;
  remove: (label: WorkspaceLabel) => void;
}

/** The undo scope of a workspace's labels: Ctrl/Cmd+Z on its settings page reaches it. */
export function labelsUndoScope(workspaceId: string): string {
  return `labels:${workspaceId}`;
}

/**
 * The label writes of a workspace's settings, each offering "Undo" (also Ctrl/Cmd+Z on the
 * page): renames and recolours are put back by the opposite change; a merge or deletion by
 * bringing the label back onto the tasks that carried it. Afterwards the label set and every
 * cached task are read again (boards not on screen miss the live changes to their tasks).
 */
export function useLabelActions(workspaceId: string): LabelActions {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: tandemKeys.labels(workspaceId) });
    void queryClient.invalidateQueries({ queryKey: tandemKeys.anyBoard() });
  };
  const write = async (run: () => Promise<unknown>): Promise<boolean> => {
    try {
      await run();
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    } finally {
      refresh();
    }
  };
  const update = (label: WorkspaceLabel, changes: LabelUpdate['changes'], message: string) =>
    void write(() => tandem.labels.update({ labelId: label.id, changes })).then((done) => {
      if (!done) return;
      const back = Object.fromEntries(
        Object.keys(changes).map((key) => [key, label[key as keyof typeof changes]]),
      );
      offerUndo(message, {
        boardId: labelsUndoScope(workspaceId),
        run: () => void write(() => tandem.labels.update({ labelId: label.id, changes: back })),
      });
    });
  /** Runs a merge or delete of `label`, then offers to bring it back onto its tasks. */
  const dissolve = async (
    label: WorkspaceLabel,
    run: () => Promise<unknown>,
    done: string,
    into?: WorkspaceLabel,
  ) => {
    let carriers: LabelCarrier[] = [];
    const ok = await write(async () => {
      carriers = await labelCarriers(tandem, label);
      await run();
    });
    if (!ok) return;
    offerUndo(done, {
      boardId: labelsUndoScope(workspaceId),
      run: () =>
        void write(() => restoreLabel(tandem, label, carriers, into)).then(
          (back) => back && toast.success(`Brought ${label.name} back.`),
        ),
    });
  };
  return {
    rename: (label, name) => update(label, { name }, `Renamed ${label.name} to ${name}`),
    recolor: (label, color) => update(label, { color }, `Recoloured ${label.name}`),
    merge: (label, into) =>
      void dissolve(
        label,
        () => tandem.labels.merge({ labelId: label.id, intoLabelId: into.id }),
        `Merged ${label.name} into ${into.name}`,
        into,
      ),
    remove: (label) =>
      void dissolve(label, () => tandem.labels.delete(label.id), `Deleted ${label.name}`),
  };
}
