import { Merge, Pencil, Trash2 } from 'lucide-react';
import * as React from 'react';
import { IconButton } from '../actions/icon-button';
import { LabelChip } from '../board/label-chip';
import { LABEL_COLOR_CHOICES, LABEL_COLOR_NAMES, LabelColorDot } from '../board/label-colors';
import { type LabelColor, labelSchema } from '../domain/schemas';
import { Input } from '../forms/input';
import { Select } from '../forms/select';

/** A label as the manager lists it. */
export interface ManagedLabel {
  id: string;
  name: string;
  color: LabelColor;
}

const COLOR_OPTIONS = LABEL_COLOR_CHOICES.map((color) => ({
  value: color,
  label: LABEL_COLOR_NAMES[color],
  icon: <LabelColorDot color={color} />,
}));

/** Props of {@link LabelManagerRow}. */
export interface LabelManagerRowProps {
  label: ManagedLabel;
  /** Offer rename, colour, merge and delete. */
  editable: boolean;
  /** Whether there is another label to merge into. */
  canMerge: boolean;
  onRename: (name: string) => void;
  onRecolor: (color: LabelColor) => void;
  onMergeRequest: () => void;
  onDeleteRequest: () => void;
}

/** The name of a label, or a field renaming it in place (Enter saves, Escape cancels). */
function LabelName({ label, onRename }: { label: ManagedLabel; onRename: (name: string) => void }) {
  const [editing, setEditing] = React.useState(false);
  const [text, setText] = React.useState(label.name);
  const [error, setError] = React.useState<string | null>(null);
  const errorId = React.useId();
  const finish = (save: boolean) => {
    const parsed = labelSchema.safeParse(text);
    if (save && !parsed.success) {
      setError('1 to 24 characters');
      return;
    }
    if (save && parsed.success && parsed.data !== label.name) onRename(parsed.data);
    setEditing(false);
    setError(null);
  };
  if (!editing) {
    return (
      <span className="flex min-w-0 items-center gap-1">
        <LabelChip label={label.name} color={label.color} />
        <IconButton
          label={`Rename ${label.name}`}
          icon={<Pencil />}
          size="sm"
          onClick={() => {
            setText(label.name);
            setEditing(true);
          }}
        />
      </span>
    );
  }
  return (
    <span className="flex min-w-0 flex-col gap-1">
      {/* Focus moves into the field that replaces the button just pressed. */}
      <Input
        autoFocus
        aria-label={`New name of ${label.name}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={text}
        maxLength={24}
        className="h-7 w-48 text-sm"
        onChange={(event) => setText(event.target.value)}
        onBlur={() => finish(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish(true);
          if (event.key === 'Escape') {
            event.stopPropagation();
            finish(false);
          }
        }}
      />
      {error ? (
        <span id={errorId} className="text-danger-text text-xs">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/**
 * One label of the workspace's set: its chip, and for admins a rename-in-place button, a
 * colour picker, "Merge into…" and "Delete". Read-only, the chip and the colour's name.
 */
export function LabelManagerRow(props: LabelManagerRowProps) {
  const { label, editable } = props;
  if (!editable) {
    return (
      <li className="flex items-center justify-between gap-3 py-2">
        <LabelChip label={label.name} color={label.color} />
        <span className="text-muted text-xs">{LABEL_COLOR_NAMES[label.color]}</span>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <LabelName key={label.name} label={label} onRename={props.onRename} />
      <span className="flex items-center gap-1">
        <Select
          size="sm"
          aria-label={`Colour of ${label.name}`}
          options={COLOR_OPTIONS}
          value={label.color}
          onValueChange={props.onRecolor}
          className="w-28"
        />
        <IconButton
          label={`Merge ${label.name} into another label`}
          icon={<Merge />}
          size="sm"
          disabled={!props.canMerge}
          onClick={props.onMergeRequest}
        />
        <IconButton
          label={`Delete ${label.name}`}
          icon={<Trash2 />}
          size="sm"
          onClick={props.onDeleteRequest}
        />
      </span>
    </li>
  );
}
