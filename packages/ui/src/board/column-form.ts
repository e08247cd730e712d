import { BOARD_STATE_NAME_MAX_LENGTH, type StateCategory, WIP_LIMIT_MAX } from '../domain/schemas';

/** What the column dialog edits: a workflow state's name, meaning, colour and WIP limit. */
export interface ColumnValues {
  name: string;
  category: StateCategory;
  /** `#rrggbb`. */
  color: string;
  /** `null`: no limit. */
  wipLimit: number | null;
  /** A move past the limit is refused rather than warned about (needs a limit). */
  wipHardLimit: boolean;
}

/** The form's fields as typed: the limit is text until it is checked. */
export interface ColumnDraft extends Omit<ColumnValues, 'wipLimit'> {
  wipLimit: string;
}

/** Field errors of a draft, in the words the form shows. */
export interface ColumnErrors {
  name?: string;
  wipLimit?: string;
}

/** A draft of `values`, for the form to start from. */
export function draftOf(values: ColumnValues): ColumnDraft {
  return { ...values, wipLimit: values.wipLimit === null ? '' : String(values.wipLimit) };
}

/**
 * Checks a draft as the schemas would (1–40 characters; a whole limit from 1 to 999, or
 * none) and returns either its values or the errors to show.
 */
export function checkColumnDraft(
  draft: ColumnDraft,
): { values: ColumnValues } | { errors: ColumnErrors } {
  const errors: ColumnErrors = {};
  const name = draft.name.trim();
  if (name.length === 0) errors.name = 'Give the column a name.';
  else if (name.length > BOARD_STATE_NAME_MAX_LENGTH) {
    errors.name = `At most ${BOARD_STATE_NAME_MAX_LENGTH} characters.`;
  }
  const text = draft.wipLimit.trim();
  const limit = text === '' ? null : Number(text);
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > WIP_LIMIT_MAX)) {
    errors.wipLimit = `A whole number from 1 to ${WIP_LIMIT_MAX}, or empty for no limit.`;
  }
  if (errors.name || errors.wipLimit) return { errors };
  return {
    values: { ...draft, name, wipLimit: limit, wipHardLimit: limit !== null && draft.wipHardLimit },
  };
}
