import { X } from 'lucide-react';
import * as React from 'react';
import { IconButton } from '../actions/icon-button';
import { LabelChip } from '../board/label-chip';
import { labelSchema, TASK_LABEL_MAX_LENGTH, TASK_LABELS_MAX } from '../domain/schemas';
import { CharacterCount, nearLimit } from '../forms/character-count';
import { describedBy } from '../forms/described-by';
import { Input } from '../forms/input';
import { useAddField } from './use-add-field';

/** Props of {@link LabelEditor}. */
export interface LabelEditorProps {
  /** The labels, in order. */
  labels: ReadonlyArray<string>;
  /** Offer removing and adding. @default true */
  editable?: boolean;
  /** Called with the new list. */
  onChange: (labels: string[]) => void;
}

/**
 * A task's labels (at most 10, 1–24 characters, checked with the schemas): × removes one,
 * Enter in the field adds one; the field goes once the limit is reached.
 */
export function LabelEditor({ labels, editable = true, onChange }: LabelEditorProps) {
  const { text, error, inputProps } = useAddField(
    labelSchema,
    (label) => {
      if (!labels.includes(label)) onChange([...labels, label]);
    },
    'Not a valid label',
  );
  const errorId = React.useId();
  const countId = React.useId();
  const near = nearLimit(text.trim().length, TASK_LABEL_MAX_LENGTH, 5);
  const full = labels.length >= TASK_LABELS_MAX;
  return (
    <div className="flex flex-col gap-1.5">
      {labels.length > 0 ? (
        <ul aria-label="Labels" className="flex flex-wrap gap-1">
          {labels.map((label) => (
            <li key={label} className="inline-flex items-center">
              <LabelChip label={label} />
              {editable ? (
                <IconButton
                  label={`Remove label ${label}`}
                  icon={<X />}
                  size="sm"
                  tooltip={false}
                  className="size-5"
                  onClick={() => onChange(labels.filter((other) => other !== label))}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : editable ? null : (
        <span className="text-faint text-sm">None</span>
      )}
      {editable && !full ? (
        <Input
          aria-label="Add a label"
          placeholder="Add a label…"
          {...inputProps}
          aria-describedby={describedBy(error ? errorId : null, near ? countId : null)}
          className="h-7 text-xs"
        />
      ) : null}
      {editable && !full ? (
        <CharacterCount
          id={countId}
          length={text.trim().length}
          max={TASK_LABEL_MAX_LENGTH}
          threshold={5}
        />
      ) : null}
      {error ? (
        <p id={errorId} className="text-danger-text text-xs">
          {error}
        </p>
      ) : null}
      {editable && full ? (
        <p className="text-faint text-xs">At most {TASK_LABELS_MAX} labels.</p>
      ) : null}
    </div>
  );
}
