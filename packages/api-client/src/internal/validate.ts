import type * as z from 'zod/mini';
import { fieldErrorsOf } from '../errors/field-errors.js';
import { TandemError } from '../errors/tandem-error.js';
import { inputName, toColumns } from './input-keys.js';

/**
 * Parses a call's input with its `@tandem/schemas` input schema before any request is sent, so
 * an invalid form never reaches the network; failures are `data/invalid` with field messages.
 */
export function validateInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInput(result.error);
}

/**
 * {@link validateInput} for a camelCase input checked by a schema of columns: its keys become
 * columns (`dueDate` → `due_date`) before the parse, and its field errors carry the input's
 * names again (`dueDate`), or those `names` gives for a column (`{ version: 'expectedVersion' }`).
 * Returns the columns, ready to send.
 */
export function validateAsColumns<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  names: Readonly<Record<string, string>> = {},
): z.output<S> {
  const columns = typeof input === 'object' && input !== null ? toColumns(input) : input;
  const result = schema.safeParse(columns);
  if (result.success) return result.data;
  throw invalidInput(result.error, (column) => names[column] ?? inputName(column));
}

function invalidInput(error: z.core.$ZodError, rename?: (field: string) => string): TandemError {
  return new TandemError('data/invalid', {
    fieldErrors: fieldErrorsOf(error, rename),
    message: error.issues[0]?.message,
    cause: error,
  });
}

/**
 * Parses what the server sent with an entity schema. A row that does not match means the
 * client and the database disagree about the schema: `unknown`, with the parse error as cause.
 */
export function parseRow<S extends z.ZodMiniType>(schema: S, row: unknown): z.output<S> {
  const result = schema.safeParse(row);
  if (result.success) return result.data;
  throw new TandemError('unknown', { cause: result.error });
}

/** Told about a row of a list that did not match its schema and was left out. */
export type InvalidRowReporter = (error: TandemError, row: unknown) => void;

/** The default {@link InvalidRowReporter}: a console error a developer can follow up. */
export const reportInvalidRowToConsole: InvalidRowReporter = (error, row) => {
  console.error('Tandem: a row did not match its schema and was left out of the list', {
    row,
    error: error.cause,
  });
};

/**
 * {@link parseRow} for every row of a list. A row that does not match is reported and left
 * out, so one bad row never hides the others (nor empties the list).
 */
export function parseRows<S extends z.ZodMiniType>(
  schema: S,
  rows: readonly unknown[],
  report: InvalidRowReporter = reportInvalidRowToConsole,
): z.output<S>[] {
  const parsed: z.output<S>[] = [];
  for (const row of rows) {
    const result = schema.safeParse(row);
    if (result.success) parsed.push(result.data);
    else report(new TandemError('unknown', { cause: result.error }), row);
  }
  return parsed;
}
