import type { LabelUpdate } from '@tandem/api-client';
import { tandemKeys } from '@tandem/api-client/react-query';
import type { LabelColor, WorkspaceLabel } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../lib/notify-error';
import { useTandem } from '../lib/use-tandem';
import { offerUndo } from '../undo/undo-stack';

/** What the settings' label list can do; each reaches every task carrying the label. */
export interface LabelActions {
  rename: (label: WorkspaceLabel, name: string) => void;
  recolor: (label: WorkspaceLabel, color: LabelColor) => void;
  merge: (label: WorkspaceLabel, into: WorkspaceLabel) => void;
  remove: (label: WorkspaceLabel) => void;
}

/**
 * The label writes of a workspace's settings. Renames and recolours offer "Undo" (they are put
 * back by the opposite change); merges and deletions are confirmed before and cannot be.
 * Afterwards the label set and every cached task are read again (boards not on screen miss the
 * live changes to their tasks).
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
        boardId: `labels:${workspaceId}`,
        run: () => void write(() => tandem.labels.update({ labelId: label.id, changes: back })),
      });
    });
  return {
    rename: (label, name) => update(label, { name }, `Renamed ${label.name} to ${name}`),
    recolor: (label, color) => update(label, { color }, `Recoloured ${label.name}`),
    merge: (label, into) =>
      void write(() => tandem.labels.merge({ labelId: label.id, intoLabelId: into.id })).then(
        (done) => done && toast.success(`Merged ${label.name} into ${into.name}.`),
      ),
    remove: (label) =>
      void write(() => tandem.labels.delete(label.id)).then(
        (done) => done && toast.success(`Deleted ${label.name}.`),
      ),
  };
}
