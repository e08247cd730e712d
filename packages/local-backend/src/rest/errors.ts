/** A PostgREST error: HTTP status plus the `{code, message, details, hint}` body. */
export class RestError extends Error {
  override name = 'RestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The JSON body PostgREST sends. */
  body(): { code: string; details: unknown; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** PGRST100: the query string could not be parsed. */
export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/**
 * PostgREST's SQLSTATE → HTTP status table. `anonymous` selects 401 over 403 for
 * insufficient privileges, as PostgREST does for requests without a user.
 */
export function statusForSqlState(code: string, anonymous: boolean): number {
  // PostgREST lets functions choose the status: `raise … using errcode = 'PT409'` answers 409.
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom) return Number(custom[1]);
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883') return 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  if (code === '57014') return 500;
  const klass = code.slice(0, 2);
  switch (klass) {
    case '08':
    case '53':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    default:
      return 400;
  }
}

/** What a failed request was, as far as a missing grant's hint needs it. */
export interface DeniedRequest {
  /** The database role the request ran as (`anon`, `authenticated`, …). */
  role: string;
  /** HTTP method. */
  method: string;
  /** The exposed schema the request addressed (`public`). */
  schema: string;
}

const DENIED = /^permission denied for (table|view|sequence|function) (.+)$/;

/** The privilege the request needed, told by its method, as hosted projects' hints name it. */
function neededPrivilege(kind: string, method: string): string {
  if (kind === 'function') return 'EXECUTE';
  if (kind === 'sequence') return 'USAGE';
  if (method === 'POST' || method === 'PUT') return 'INSERT';
  if (method === 'PATCH') return 'UPDATE';
  if (method === 'DELETE') return 'DELETE';
  return 'SELECT';
}

/**
 * The hint a hosted project's database adds to a missing grant (SQLSTATE 42501 "permission
 * denied for table x"): the statement that grants it, e.g. `Grant the required privileges to
 * the current role with: GRANT SELECT ON public.x TO anon;`. `null` for any other error, or
 * when the request is not known.
 */
export function missingGrantHint(message: string, request?: DeniedRequest): string | null {
  const match = DENIED.exec(message);
  if (!match || !request) return null;
  const [, kind = 'table', name = ''] = match;
  const qualified = name.includes('.') ? name : `${request.schema}.${name}`;
  const privilege = neededPrivilege(kind, request.method.toUpperCase());
  const target = kind === 'function' || kind === 'sequence' ? `${kind.toUpperCase()} ` : '';
  return `Grant the required privileges to the current role with: GRANT ${privilege} ON ${target}${qualified} TO ${request.role};`;
}

/**
 * Converts a database error to PostgREST's error response. A missing grant (42501 without a
 * hint from the database) gets the hint hosted projects add when `request` is given.
 */
export function fromPgError(
  error: unknown,
  anonymous: boolean,
  request?: DeniedRequest,
): RestError {
  if (error instanceof RestError) return error;
  const pg = error as PgError;
  if (typeof pg?.code !== 'string' || pg.code.length !== 5) {
    return new RestError(500, 'PGRST000', String((error as Error)?.message ?? error));
  }
  const message = pg.message ?? 'database error';
  const hint = pg.hint ?? (pg.code === '42501' ? missingGrantHint(message, request) : null) ?? null;
  return new RestError(
    statusForSqlState(pg.code, anonymous),
    pg.code,
    message,
    pg.detail ?? null,
    hint,
  );
}
