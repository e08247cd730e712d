import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../db/engine.js';
import { audit } from './audit.js';
import { AuthError } from './errors.js';
import { AAL2_METHODS } from './mfa/factors.js';
import type { AuthService } from './service.js';
import { type UserRow, userJson } from './users.js';

/** How a session was authenticated; becomes the `amr` claim's `method`. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'magiclink'
  | 'oauth'
  | 'anonymous'
  | 'recovery'
  | 'email/signup'
  | 'email_change'
  | 'invite'
  | 'passkey';

interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

/** One `amr` entry of an access token. */
export interface AmrEntry {
  method: string;
  timestamp: number;
  provider?: string;
}

/** GoTrue's v1 refresh tokens: short random strings, unique per row. */
export function newRefreshToken(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * The access-token claims GoTrue issues for a user's session; `aal` is `aal2` once a second
 * factor was verified in the session, else `aal1`.
 */
export async function signAccessToken(
  service: AuthService,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
  now: Date,
): Promise<{ token: string; iat: number; exp: number }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + service.settings.jwtExpiry;
  const token = await service.keys.sign({
    iss: service.issuer(),
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: amr.some((entry) => AAL2_METHODS.has(entry.method)) ? 'aal2' : 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token, iat, exp };
}

/** The session's amr claims, most recent first (GoTrue's `CalculateAALAndAMR`). */
async function amrOf(tx: Tx, sessionId: string): Promise<AmrEntry[]> {
  const result = await tx.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  );
  return result.rows.map((row) => ({
    method: row.authentication_method,
    timestamp: Math.floor(new Date(row.updated_at).getTime() / 1000),
  }));
}

/** The token endpoint's answer for a session: access token, refresh token and user. */
export async function tokenResponse(
  service: AuthService,
  tx: Tx,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  now: Date,
  extra: Record<string, unknown> = {},
) {
  const { token, exp } = await signAccessToken(
    service,
    user,
    sessionId,
    await amrOf(tx, sessionId),
    now,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: service.settings.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
    ...extra,
  };
}

/**
 * Starts a session for `user` (GoTrue's `issueRefreshToken`): a session row, its amr claim,
 * the first refresh token and an access token; records the sign-in time.
 */
export async function issueSession(
  service: AuthService,
  tx: Tx,
  user: UserRow,
  method: AuthMethod,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const now = service.now();
  const sessionId = randomUUID();
  await tx.query(
    'insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, $3, $3, $4)',
    [sessionId, user.id, now, 'aal1'],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $3, $4)`,
    [randomUUID(), sessionId, now, method],
  );
  const provider = (user.raw_app_meta_data as { provider?: string } | null)?.provider;
  await audit(tx, now, 'login', user, provider ? { provider } : undefined);
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, null, $4)`,
    [refreshToken, user.id, now, sessionId],
  );
  const updated = await tx.query<UserRow>(
    'update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1 returning *',
    [user.id, now],
  );
  return tokenResponse(
    service,
    tx,
    updated.rows[0] as UserRow,
    sessionId,
    refreshToken,
    now,
    extra,
  );
}

/** GoTrue's 400 for a refresh token it will not honour: `Invalid Refresh Token: <reason>`. */
function refused(code: string, reason: string): { error: AuthError } {
  return { error: new AuthError(400, code, `Invalid Refresh Token: ${reason}`) };
}

/**
 * `grant_type=refresh_token`: rotates the token (unless `enable_refresh_token_rotation` is
 * off). A revoked token presented within `refresh_token_reuse_interval` seconds of its
 * rotation returns the session's active token when it is that token's parent, else is rotated
 * again; presented later (or with an interval of 0) it is treated as theft: 400
 * `refresh_token_already_used`, and the session ends so every token of the family stops.
 */
export async function refreshSession(
  service: AuthService,
  tx: Tx,
  presented: string,
): Promise<{ response?: Record<string, unknown>; error?: AuthError }> {
  const now = service.now();
  const found = await tx.query<RefreshTokenRow>(
    'select * from auth.refresh_tokens where token = $1 for update',
    [presented],
  );
  const token = found.rows[0];
  if (!token) {
    return refused('refresh_token_not_found', 'Refresh Token Not Found');
  }
  const session = token.session_id
    ? (
        await tx.query<SessionRow>('select * from auth.sessions where id = $1 for update', [
          token.session_id,
        ])
      ).rows[0]
    : undefined;
  if (!session) {
    await tx.query('delete from auth.refresh_tokens where id = $1', [token.id]);
    return refused('session_not_found', 'No Valid Session Found');
  }
  const user = (
    await tx.query<UserRow>('select * from auth.users where id = $1', [session.user_id])
  ).rows[0];
  if (!user) {
    return refused('refresh_token_not_found', 'Refresh Token Not Found');
  }
  if (user.banned_until && new Date(user.banned_until).getTime() > now.getTime()) {
    return refused('user_banned', 'User Banned');
  }

  let issued: string | undefined;
  if (token.revoked) {
    // A rotated token may come back only within the reuse interval of its rotation (a client
    // that lost the answer, or several tabs refreshing at once); interval 0 allows no reuse.
    const reuseSeconds = service.settings.refreshTokenReuseSeconds;
    const reuseUntil = new Date(token.updated_at).getTime() + reuseSeconds * 1000;
    if (reuseSeconds === 0 || now.getTime() > reuseUntil) {
      if (service.settings.refreshTokenRotation) {
        // Reuse after the window is theft: the whole family goes with the session, so neither
        // the thief nor the victim can refresh again. The error must survive the commit.
        await tx.query('delete from auth.sessions where id = $1', [session.id]);
      }
      return refused('refresh_token_already_used', 'Already Used');
    }
    const active = (
      await tx.query<RefreshTokenRow>(
        'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [session.id],
      )
    ).rows[0];
    // The parent of the live token gets that token back instead of a second live one.
    if (active && active.parent === token.token) issued = active.token;
  }

  if (!issued) {
    if (service.settings.refreshTokenRotation) {
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1',
        [token.id, now],
      );
      issued = newRefreshToken();
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5)`,
        [issued, user.id, now, token.token, session.id],
      );
    } else {
      issued = token.token;
    }
  }
  await tx.query('update auth.sessions set updated_at = $2 where id = $1', [session.id, now]);
  await audit(tx, now, 'token_refreshed', user);
  return { response: await tokenResponse(service, tx, user, session.id, issued, now) };
}
