import type { Context } from 'hono';
import type { BackendContext } from '../context.js';
import type { Tx } from '../db/engine.js';
import { parseJsonObject } from '../http/json-object.js';
import { authenticateRequest } from '../identity.js';
import { type AccessTokenClaims, type AccessTokenVerifier, InvalidTokenError } from '../keys.js';
import { AuthError, validationFailed } from './errors.js';
import type { EmailKind, EmailRequest, Mailer } from './mailer.js';
import { generateOtp, type OneTimeTokenType, storeOneTimeToken, tokenHash } from './otp.js';
import { createFlowState, PKCE_PREFIX, type PkceChallenge } from './pkce.js';
import type { RedirectPolicy } from './redirects.js';
import type { AuthSettings } from './settings.js';
import type { SigningKeys } from './signing-keys.js';
import { findUserById, type UserRow } from './users.js';

/** Everything the auth routes share, built once when the surface mounts. */
export interface AuthService {
  ctx: BackendContext;
  settings: AuthSettings;
  keys: SigningKeys;
  mailer: Mailer;
  redirects: RedirectPolicy;
  /** Verifies access tokens: the signing keys plus the legacy HS256 secret. */
  verify: AccessTokenVerifier;
  /** "Now" from the backend clock. */
  now(): Date;
  /** `iss` of issued tokens: `<base URL>/auth/v1`. */
  issuer(): string;
}

/** Reads a JSON body; malformed JSON is GoTrue's 400 `bad_json`. Empty body means `{}`. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const body = parseJsonObject(await c.req.text());
  if (body.ok) return body.value;
  throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${body.reason}`);
}

/** A string field of a body, or `undefined`; a non-string value is a validation error. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationFailed(`${name} must be a string`);
  return value;
}

/** An object field of a body (metadata), or `undefined`. */
export function objectField(
  body: Record<string, unknown>,
  name: string,
): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw validationFailed(`${name} must be an object`);
  }
  return value as Record<string, unknown>;
}

/** The signed-in caller of an endpoint that needs a user's access token. */
export interface Caller {
  user: UserRow;
  claims: AccessTokenClaims;
  sessionId: string | undefined;
  token: string;
}

function bearer(c: Context): string | undefined {
  return (
    c.req
      .header('authorization')
      ?.match(/^bearer\s+(.+)$/i)?.[1]
      ?.trim() || undefined
  );
}

/**
 * GoTrue's `requireAuthentication`: a bearer JWT that verifies, names an existing user and,
 * when it carries `session_id`, a session that still exists.
 */
export async function requireUser(service: AuthService, c: Context, tx: Tx): Promise<Caller> {
  const token = bearer(c);
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  let claims: AccessTokenClaims;
  try {
    claims = await service.verify(token);
  } catch (error) {
    const detail =
      error instanceof InvalidTokenError && error.reason === 'expired'
        ? 'token has invalid claims: token is expired'
        : error instanceof Error
          ? error.message
          : 'invalid token';
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${detail}`,
    );
  }
  if (typeof claims.sub !== 'string' || !claims.sub) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) {
    throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  }
  const user = await findUserById(tx, claims.sub);
  if (!user) {
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId) {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    const session = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
    if (!session.rows.length) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
  }
  return { user, claims, sessionId, token };
}

/** Refuses callers that are not `service_role` (GoTrue's `requireAdmin`). */
export async function requireAdmin(service: AuthService, c: Context): Promise<void> {
  const result = await authenticateRequest(c.req.raw.headers, {
    ...service.ctx.keys,
    verifyAccessToken: service.verify,
  });
  if (!result.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${result.message}`,
    );
  }
  if (result.auth.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

/** Flow-state authentication method recorded for each email link type. */
export const FLOW_METHOD: Record<EmailKind, string> = {
  signup: 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
};

const TOKEN_TYPE: Record<EmailKind, OneTimeTokenType> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  magiclink: 'recovery_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token_new',
};

const SENT_AT_COLUMN: Record<EmailKind, string> = {
  signup: 'confirmation_sent_at',
  invite: 'confirmation_sent_at',
  magiclink: 'recovery_sent_at',
  recovery: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
};

/** What an email-link flow needs. */
export interface EmailFlowOptions {
  user: UserRow;
  kind: EmailKind;
  /** Where the link goes after verifying (already checked against the allow-list). */
  redirectTo: string;
  /** PKCE challenge; without it the link completes the implicit flow. */
  challenge?: PkceChallenge;
  /** Address the email goes to. Default the user's email. */
  to?: string;
  /** Token slot (email change to the current address uses `email_change_token_current`). */
  tokenType?: OneTimeTokenType;
  /** Create the flow state (only once per flow when two emails go out). Default `true`. */
  createFlow?: boolean;
}

/**
 * Prepares an email flow inside a transaction: a fresh code and token hash, the flow state
 * when PKCE is used (the link then carries `pkce_<hash>`), and the email to send once the
 * transaction commits. Returns the email plus the code and hash (for `generate_link`).
 */
export async function prepareEmailFlow(
  service: AuthService,
  tx: Tx,
  options: EmailFlowOptions,
): Promise<{ email: EmailRequest; otp: string; hash: string; link: string }> {
  const now = service.now();
  const to = options.to ?? options.user.email ?? '';
  const otp = generateOtp(service.settings.otpLength);
  const hash = tokenHash(to, otp);
  await storeOneTimeToken(
    tx,
    options.user.id,
    options.tokenType ?? TOKEN_TYPE[options.kind],
    hash,
    to,
    now,
  );
  await tx.query(`update auth.users set ${SENT_AT_COLUMN[options.kind]} = $2 where id = $1`, [
    options.user.id,
    now,
  ]);
  if (options.challenge && options.createFlow !== false) {
    await createFlowState(tx, {
      challenge: options.challenge,
      userId: options.user.id,
      providerType: 'email',
      authenticationMethod: FLOW_METHOD[options.kind],
      now,
    });
  }
  const linkToken = options.challenge ? `${PKCE_PREFIX}${hash}` : hash;
  const link =
    `${service.ctx.baseUrl()}/auth/v1/verify?token=${linkToken}&type=${options.kind}` +
    `&redirect_to=${encodeURIComponent(options.redirectTo)}`;
  return {
    email: {
      to,
      kind: options.kind,
      link,
      otp,
      email: options.user.email ?? '',
      newEmail: options.user.email_change ?? undefined,
    },
    otp,
    hash,
    link,
  };
}
