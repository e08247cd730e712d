import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/engine.js';
import type { AuthService } from '../service.js';
import { newRefreshToken, tokenResponse } from '../sessions.js';
import type { UserRow } from '../users.js';

/**
 * GoTrue's `updateMFASessionAndClaims`: records `method` as an amr claim of the session (or
 * refreshes its time), lifts the session to aal2 bound to the factor, and swaps its refresh
 * token, so only the token issued here (not the one from before the second factor) carries on
 * the aal2 session. Answers like the token endpoint.
 */
export async function upgradeSession(
  service: AuthService,
  tx: Tx,
  user: UserRow,
  sessionId: string,
  method: string,
  factorId: string,
): Promise<Record<string, unknown>> {
  const now = service.now();
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $3, $4)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [randomUUID(), sessionId, now, method],
  );
  await tx.query(
    "update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = $3 where id = $1",
    [sessionId, factorId, now],
  );
  const active = await tx.query<{ id: string; token: string }>(
    `select id, token from auth.refresh_tokens where session_id = $1 and revoked = false
     order by id desc limit 1 for update`,
    [sessionId],
  );
  const current = active.rows[0];
  if (current) {
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [
      current.id,
      now,
    ]);
  }
  const issued = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5)`,
    [issued, user.id, now, current?.token ?? null, sessionId],
  );
  return tokenResponse(service, tx, user, sessionId, issued, now);
}
