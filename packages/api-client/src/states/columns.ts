import { boardStateSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';

/** The PostgREST `select` list of a board state: every column `boardStateSchema` parses. */
export const STATE_COLUMNS = columnsOf(boardStateSchema);
