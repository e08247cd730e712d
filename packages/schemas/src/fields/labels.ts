import * as z from 'zod/mini';
import { TASK_LABEL_MAX_LENGTH, TASK_LABELS_MAX } from '../limits.js';
import { requiredTextSchema } from './text.js';

/** One task label: trimmed, 1–{@link TASK_LABEL_MAX_LENGTH} characters. */
export const labelSchema = requiredTextSchema('Label', TASK_LABEL_MAX_LENGTH, {
  requiredMessage: 'Label cannot be empty',
});

/** A task's labels: at most {@link TASK_LABELS_MAX}, each a {@link labelSchema}. */
export const labelsSchema = z
  .array(labelSchema, { error: 'Labels must be a list' })
  .check(
    z.maxLength(TASK_LABELS_MAX, { error: `A task can have at most ${TASK_LABELS_MAX} labels` }),
  );
