import type { RunRecord } from '../run/run-record.js';

/** One value `status` prints: its Supabase CLI names and where it comes from. */
interface StatusField {
  /** Name for `--override-name`, e.g. `api.url`. */
  id: string;
  /** Default variable name of `-o env` and key of `-o json`, e.g. `API_URL`. */
  env: string;
  /** Label of the pretty output. */
  label: string;
  value(record: RunRecord): string | undefined;
}

/**
 * The values of `supabase status`, in its order, with the CLI's names; those of services
 * this backend does not run (GraphQL, Studio, S3) are left out. The inbox stands in for
 * Mailpit (and its predecessor Inbucket): the page at `/__inbox/` lists every email sent.
 */
const FIELDS: StatusField[] = [
  { id: 'api.url', env: 'API_URL', label: 'API URL', value: (r) => r.url },
  { id: 'api.rest_url', env: 'REST_URL', label: 'REST URL', value: (r) => `${r.url}/rest/v1` },
  {
    id: 'api.functions_url',
    env: 'FUNCTIONS_URL',
    label: 'Functions URL',
    value: (r) => `${r.url}/functions/v1`,
  },
  { id: 'db.url', env: 'DB_URL', label: 'DB URL', value: (r) => r.dbUrl },
  {
    id: 'inbucket.url',
    env: 'INBUCKET_URL',
    label: 'Inbucket URL',
    value: (r) => (r.inbox ? `${r.url}/__inbox/` : undefined),
  },
  {
    id: 'mailpit.url',
    env: 'MAILPIT_URL',
    label: 'Inbox URL',
    value: (r) => (r.inbox ? `${r.url}/__inbox/` : undefined),
  },
  {
    id: 'auth.publishable_key',
    env: 'PUBLISHABLE_KEY',
    label: 'Publishable key',
    value: (r) => r.publishableKey,
  },
  { id: 'auth.secret_key', env: 'SECRET_KEY', label: 'Secret key', value: (r) => r.secretKey },
  { id: 'auth.jwt_secret', env: 'JWT_SECRET', label: 'JWT secret', value: (r) => r.jwtSecret },
  { id: 'auth.anon_key', env: 'ANON_KEY', label: 'anon key', value: (r) => r.anonKey },
  {
    id: 'auth.service_role_key',
    env: 'SERVICE_ROLE_KEY',
    label: 'service_role key',
    value: (r) => r.serviceRoleKey,
  },
];

/** The `--override-name` ids `status` knows, e.g. `api.url`. */
export const STATUS_FIELD_IDS = FIELDS.map((field) => field.id);

/**
 * Parses `--override-name id=NAME` values into a map of id to variable name.
 * @throws Error naming an unknown id or a malformed value.
 */
export function overrideNames(given: string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of given) {
    const [id = '', name = ''] = item.split('=', 2);
    if (!STATUS_FIELD_IDS.includes(id) || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new Error(
        `invalid --override-name "${item}": expected id=NAME with id one of ${STATUS_FIELD_IDS.join(', ')}`,
      );
    }
    names.set(id, name);
  }
  return names;
}

/** The record's values by variable name (`API_URL` or its override), absent ones left out. */
export function statusVariables(
  record: RunRecord,
  overrides: Map<string, string> = new Map(),
): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of FIELDS) {
    const value = field.value(record);
    if (value !== undefined) values.set(overrides.get(field.id) ?? field.env, value);
  }
  return values;
}

/** The record's values by pretty label, in the CLI's order. */
export function statusRows(record: RunRecord): [label: string, value: string][] {
  return FIELDS.filter((field) => field.id !== 'inbucket.url').flatMap((field) => {
    const value = field.value(record);
    return value === undefined ? [] : [[field.label, value] as [string, string]];
  });
}
