import * as React from 'react';
import { LabelChip } from '../board/label-chip';
import { LabelColorDot } from '../board/label-colors';
import type { LabelColor } from '../domain/schemas';
import { Select } from '../forms/select';
import { AlertDialog, AlertDialogContent } from '../overlays/alert-dialog';
import { LabelManagerRow, type ManagedLabel } from './label-manager-row';

/** Props of {@link LabelManager}. */
export interface LabelManagerProps<Label extends ManagedLabel = ManagedLabel> {
  /** The workspace's labels, in the order to list them. */
  labels: ReadonlyArray<Label>;
  /** Offer rename, colour, merge and delete (admins and the owner). @default true */
  editable?: boolean;
  onRename: (label: Label, name: string) => void;
  onRecolor: (label: Label, color: LabelColor) => void;
  /** Called once the merge is confirmed. */
  onMerge: (label: Label, into: Label) => void;
  /** Called once the deletion is confirmed. */
  onDelete: (label: Label) => void;
}

type Pending<Label> = { kind: 'merge'; label: Label } | { kind: 'delete'; label: Label };

/** Asks which label to merge into, then confirms. */
function MergeDialog<Label extends ManagedLabel>({
  label,
  labels,
  onMerge,
}: {
  label: Label;
  labels: ReadonlyArray<Label>;
  onMerge: (into: Label) => void;
}) {
  const others = labels.filter((other) => other.id !== label.id);
  const [intoId, setIntoId] = React.useState(others[0]?.id);
  const into = others.find((other) => other.id === intoId);
  return (
    <AlertDialogContent
      title={`Merge ${label.name} into another label?`}
      description={`Every task labelled ${label.name} gets the chosen label instead, and ${label.name} leaves the set.`}
      confirmLabel="Merge"
      onConfirm={() => (into ? onMerge(into) : undefined)}
    >
      <Select
        aria-label="Merge into"
        options={others.map((other) => ({
          value: other.id,
          label: other.name,
          icon: <LabelColorDot color={other.color} />,
        }))}
        value={intoId}
        onValueChange={setIntoId}
      />
    </AlertDialogContent>
  );
}

/**
 * The workspace's set of labels, for settings: each with its colour, renamed in place,
 * recoloured from a picker, merged into another or deleted after a confirmation. Changes reach
 * every task carrying the label. Read-only for members, who see names and colours.
 */
export function LabelManager<Label extends ManagedLabel>({
  labels,
  editable = true,
  ...handlers
}: LabelManagerProps<Label>) {
  const [pending, setPending] = React.useState<Pending<Label> | null>(null);
  if (labels.length === 0) {
    return <p className="text-muted text-sm">No labels yet. Labels given to tasks appear here.</p>;
  }
  return (
    <>
      <ul aria-label="Labels" className="divide-y divide-border">
        {labels.map((label) => (
          <LabelManagerRow
            key={label.id}
            label={label}
            editable={editable}
            canMerge={labels.length > 1}
            onRename={(name) => handlers.onRename(label, name)}
            onRecolor={(color) => handlers.onRecolor(label, color)}
            onMergeRequest={() => setPending({ kind: 'merge', label })}
            onDeleteRequest={() => setPending({ kind: 'delete', label })}
          />
        ))}
      </ul>
      <AlertDialog open={pending !== null} onOpenChange={(open) => open || setPending(null)}>
        {pending?.kind === 'merge' ? (
          <MergeDialog
            label={pending.label}
            labels={labels}
            onMerge={(into) => handlers.onMerge(pending.label, into)}
          />
        ) : pending?.kind === 'delete' ? (
          <AlertDialogContent
            title={`Delete ${pending.label.name}?`}
            description={
              <>
                <LabelChip label={pending.label.name} color={pending.label.color} /> comes off every
                task that carries it. Undo, right after, puts it back on them.
              </>
            }
            confirmLabel="Delete label"
            destructive
            onConfirm={() => handlers.onDelete(pending.label)}
          />
        ) : null}
      </AlertDialog>
    </>
  );
}
