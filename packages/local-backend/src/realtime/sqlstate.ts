/** Condition names of the SQLSTATEs validating a subscription can raise. */
const NAMES: Record<string, string> = {
  P0001: 'raise_exception',
  '0A000': 'feature_not_supported',
  '22001': 'string_data_right_truncation',
  '22003': 'numeric_value_out_of_range',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22012': 'division_by_zero',
  '2201B': 'invalid_regular_expression',
  '22021': 'character_not_in_repertoire',
  '22023': 'invalid_parameter_value',
  '22025': 'invalid_escape_sequence',
  '22P02': 'invalid_text_representation',
  '2202E': 'array_subscript_error',
  '42501': 'insufficient_privilege',
  '42601': 'syntax_error',
  '42703': 'undefined_column',
  '42704': 'undefined_object',
  '42846': 'cannot_coerce',
  '42883': 'undefined_function',
  '42P01': 'undefined_table',
};

/**
 * A database error as Realtime's driver (Postgrex) prints it: `ERROR 22P02
 * (invalid_text_representation) invalid input syntax for type integer: "x"`.
 */
export function describeDbError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  if (typeof code !== 'string') return text;
  return `ERROR ${code} (${NAMES[code] ?? 'internal_error'}) ${text}`;
}
