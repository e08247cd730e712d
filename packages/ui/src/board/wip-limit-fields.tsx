import * as React from 'react';
import { Field } from '../forms/field';
import { Input } from '../forms/input';
import { Switch } from '../forms/switch';
import type { ColumnDraft } from './column-form';

/** Props of {@link WipLimitFields}. */
export interface WipLimitFieldsProps {
  draft: ColumnDraft;
  onChange: (draft: ColumnDraft) => void;
  /** Why the limit cannot be saved. */
  error?: string;
  autoFocus: boolean;
}

/** A column's WIP limit, and "Refuse moves past the limit" once there is one. */
export function WipLimitFields({ draft, onChange, error, autoFocus }: WipLimitFieldsProps) {
  const hardId = React.useId();
  return (
    <>
      <Field
        label="WIP limit"
        optional
        error={error}
        description="Moves past it are warned about. Empty: no limit."
      >
        <Input
          autoFocus={autoFocus}
          inputMode="numeric"
          value={draft.wipLimit}
          placeholder="No limit"
          className="w-28"
          onChange={(event) => onChange({ ...draft, wipLimit: event.target.value })}
        />
      </Field>
      {draft.wipLimit.trim() !== '' ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <label htmlFor={hardId}>Refuse moves past the limit</label>
          <Switch
            id={hardId}
            checked={draft.wipHardLimit}
            onCheckedChange={(wipHardLimit) => onChange({ ...draft, wipHardLimit })}
          />
        </div>
      ) : null}
    </>
  );
}
