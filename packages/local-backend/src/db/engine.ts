/** One row set returned by a query, the same shape on every engine. */
export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows inserted, updated or deleted by the statement (0 for plain selects on PGlite). */
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

/** A connection inside an open transaction. Valid only until the callback returns. */
export interface Tx {
  /** Runs one statement with bound parameters (`$1`, `$2`, …). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (simple query protocol). */
  exec(sql: string): Promise<void>;
}

/**
 * What PostgREST sets for a request, transaction-locally: the role and claims come from the
 * verified JWT, the rest from the HTTP request.
 */
export interface RequestSettings {
  /**
   * Database role to `SET LOCAL ROLE` to (`anon`, `authenticated`, `service_role`, …). Only
   * roles granted to `authenticator` are accepted (SQLSTATE 42501 otherwise), as on hosted.
   */
  role: string;
  /** The JWT claims, exposed as `request.jwt.claims` (`{}` when there is no token). */
  claims: Record<string, unknown>;
  /** HTTP method, exposed as `request.method`. Default `GET`. */
  method?: string;
  /** Request path, exposed as `request.path`. Default `/`. */
  path?: string;
  /** Lower-cased request headers, exposed as `request.headers`. Default `{}`. */
  headers?: Record<string, string>;
  /** `search_path` for the transaction. Default: the engine's configured search path. */
  searchPath?: string[];
  /** Make the transaction read-only (PostgREST does for GET and HEAD). Default `false`. */
  readOnly?: boolean;
  /**
   * Compute query identifiers (`compute_query_id`), so `EXPLAIN (verbose)` reports a `Query
   * Identifier` as on Supabase, whose `pg_stat_statements` turns them on. Set before the role
   * switch, and only when the connecting role is a superuser, the one role that may change it.
   * Default `false`.
   */
  queryIds?: boolean;
}

/**
 * `search_path` of the owner role that runs migrations and seed.sql, as Supabase sets it for
 * `postgres`: extension functions (`gen_salt()`, `uuid_generate_v4()`) resolve unqualified.
 */
export const OWNER_SEARCH_PATH = '"$user", public, extensions';

/** Removes a notification listener. */
export type Unlisten = () => Promise<void>;

/**
 * The one database interface every surface uses. Both engines run each callback in its own
 * transaction, commit when it resolves and roll back when it throws.
 */
export interface DbEngine {
  /** `pglite` (embedded, one connection) or `postgres` (a pooled server connection). */
  readonly kind: 'pglite' | 'postgres';
  /** The server's connection URL (Postgres only). */
  readonly url?: string;
  /**
   * Runs `fn` in one transaction as the request's role with PostgREST's request settings, so
   * RLS policies see `auth.uid()`, `auth.jwt()` and `current_setting('request.*')` as on
   * hosted Supabase. Never hold the transaction across network I/O: read bodies first.
   */
  withRequest<T>(identity: RequestSettings, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs one statement as the request: the same as
   * `withRequest(identity, (tx) => tx.query(sql, params))`, committed when it succeeds, but
   * on PostgreSQL in a single round trip (the request settings and the statement share the
   * extended protocol's implicit transaction, which the one Sync commits). For work whose
   * answer cannot depend on anything after the statement: the commit is not held back.
   */
  requestQuery<Row = Record<string, unknown>>(
    identity: RequestSettings,
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<Row>>;
  /** Runs `fn` in one transaction as the privileged owner role (bypasses RLS). */
  withAdmin<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` with the payload of every `NOTIFY channel` once its transaction commits.
   * Resolves when the listener is active.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<Unlisten>;
  /** Flushes acknowledged writes and releases every connection. Idempotent. */
  close(): Promise<void>;
}

/** Quotes an identifier for SQL (`"a""b"`), so no name can change a statement's shape. */
export function quoteIdent(name: string): string {
  if (name.includes('\0')) throw new Error('identifier contains a NUL byte');
  return `"${name.replaceAll('"', '""')}"`;
}

/** Default bound on the bytes a REST response may build: 100 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 100 * 1024 * 1024;

/** Limits every request transaction carries, besides its role's statement_timeout. */
export interface RequestLimits {
  /**
   * Most bytes a REST statement may build for one response (nested embeds included, see
   * `supabase_local.charge_response`); `0` turns the bound off. Default 100 MiB.
   */
  maxResponseBytes?: number;
}

/**
 * The statement that applies a request identity inside an open transaction, exactly as
 * PostgREST does: transaction-local settings only, values bound as parameters.
 */
export function identityStatement(
  identity: RequestSettings,
  defaultSearchPath: string[],
  limits: RequestLimits = {},
) {
  const claims = identity.claims ?? {};
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const searchPath = (identity.searchPath ?? defaultSearchPath).map(quoteIdent).join(', ');
  return {
    sql:
      "select set_config('search_path', $1, true), " +
      (identity.queryIds
        ? // Only a superuser may set it: another connecting role plans without identifiers.
          'case when (select rolsuper from pg_catalog.pg_roles where rolname = current_user) ' +
          "then set_config('compute_query_id', 'on', true) end, "
        : '') +
      // The role's statement_timeout (Supabase's 3 s/8 s unless the role sets its own), as
      // PostgREST applies the impersonated role's settings.
      "set_config('statement_timeout', supabase_local.role_statement_timeout($2), true), " +
      "set_config('supabase_local.max_response_bytes', $9, true), " +
      "set_config('role', supabase_local.allowed_request_role($2), true), " +
      "set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true), " +
      "set_config('request.jwt.claim.role', $2, true), set_config('request.method', $5, true), " +
      "set_config('request.path', $6, true), set_config('request.headers', $7, true), " +
      "set_config('transaction_read_only', $8, true)",
    params: [
      searchPath,
      identity.role,
      JSON.stringify(claims),
      sub,
      identity.method ?? 'GET',
      identity.path ?? '/',
      JSON.stringify(identity.headers ?? {}),
      identity.readOnly ? 'on' : 'off',
      String(limits.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES),
    ],
  };
}
