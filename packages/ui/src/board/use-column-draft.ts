import * as React from 'react';
import type { ColumnDialogProps } from './column-dialog';
import {
  type ColumnDraft,
  type ColumnErrors,
  type ColumnValues,
  checkColumnDraft,
  draftOf,
} from './column-form';

/** What {@link useColumnDraft} gives the column dialog. */
export interface ColumnDraftState {
  draft: ColumnDraft;
  setDraft: (draft: ColumnDraft) => void;
  /** Each field's problem, and the form's own (`form`). */
  errors: ColumnErrors & { form?: string };
  saving: boolean;
  submit: (event: React.FormEvent) => Promise<void>;
}

/**
 * The column form's draft: reset each time the dialog opens, checked on submit (its problems
 * shown by field), then saved; a refusal is shown where it belongs, a save closes the dialog.
 */
export function useColumnDraft(
  open: boolean,
  initial: ColumnValues,
  onSubmit: ColumnDialogProps['onSubmit'],
  onOpenChange: (open: boolean) => void,
): ColumnDraftState {
  const [draft, setDraft] = React.useState(() => draftOf(initial));
  const [errors, setErrors] = React.useState<ColumnErrors & { form?: string }>({});
  const [saving, setSaving] = React.useState(false);
  React.useEffect(() => {
    if (open) {
      setDraft(draftOf(initial));
      setErrors({});
    }
  }, [open, initial]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkColumnDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      const refused = await onSubmit(checked.values);
      if (refused) setErrors({ [refused.field]: refused.message });
      else onOpenChange(false);
    } finally {
      setSaving(false);
    }
  };
  return { draft, setDraft, errors, saving, submit };
}
