import type { OptionValues } from './command.js';
import { PROJECT_OPTION } from './option-values.js';

/** `--schema A,B` (or repeated), shared by the commands that read a database's schemas. */
export const SCHEMA_OPTION = { schema: { type: 'string', short: 's', multiple: true } } as const;

/** Help line of {@link SCHEMA_OPTION}. */
export const SCHEMA_HELP =
  "  -s, --schema A,B schemas to include                      default: the project's own\n";

/** The schemas named by `--schema`, comma-separated or repeated; `undefined` when absent. */
export function schemaOption(values: OptionValues): string[] | undefined {
  const given = values.schema;
  const schemas = (Array.isArray(given) ? given : [given])
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  return schemas.length ? schemas : undefined;
}

/**
 * The options every command reading a project's schema takes: `--schema`, `--db-url`,
 * `--project`, and the Supabase CLI's `--local` (accepted; the local database is the only one).
 */
export const SCHEMA_READ_OPTIONS = {
  'db-url': { type: 'string' },
  local: { type: 'boolean' },
  ...SCHEMA_OPTION,
  ...PROJECT_OPTION,
} as const;
