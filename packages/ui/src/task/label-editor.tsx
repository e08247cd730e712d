import { X } from 'lucide-react';
import { IconButton } from '../actions/icon-button';
import { LabelChip } from '../board/label-chip';
import { TASK_LABELS_MAX } from '../domain/schemas';
import type { LabelOption } from './label-options';
import { LabelPicker } from './label-picker';

/** Props of {@link LabelEditor}. */
export interface LabelEditorProps {
  /** The labels, in order. */
  labels: ReadonlyArray<string>;
  /** The workspace's labels, offered by the picker with their colours. @default [] */
  options?: ReadonlyArray<LabelOption>;
  /** Offer removing and adding. @default true */
  editable?: boolean;
  /** Called with the new list. */
  onChange: (labels: string[]) => void;
}

const NO_OPTIONS: ReadonlyArray<LabelOption> = [];

/**
 * A task's labels (at most 10, 1–24 characters, checked with the schemas), in their colours:
 * × removes one; the picker adds one of the workspace's labels or creates a new one. The
 * picker goes once the limit is reached.
 */
export function LabelEditor({
  labels,
  options = NO_OPTIONS,
  editable = true,
  onChange,
}: LabelEditorProps) {
  const full = labels.length >= TASK_LABELS_MAX;
  const colorOf = (name: string) => options.find((option) => option.name === name)?.color;
  return (
    <div className="flex flex-col gap-1.5">
      {labels.length > 0 ? (
        <ul aria-label="Labels" className="flex flex-wrap gap-1">
          {labels.map((label) => (
            <li key={label} className="inline-flex items-center">
              <LabelChip label={label} color={colorOf(label)} />
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
        <LabelPicker
          options={options}
          taken={labels}
          onPick={(label) => {
            if (!labels.includes(label)) onChange([...labels, label]);
          }}
        />
      ) : null}
      {editable && full ? (
        <p className="text-faint text-xs">At most {TASK_LABELS_MAX} labels.</p>
      ) : null}
    </div>
  );
}
