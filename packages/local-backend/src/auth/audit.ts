import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/engine.js';

/** GoTrue's audit actions this surface records. */
export type AuditAction =
  | 'user_signedup'
  | 'login'
  | 'logout'
  | 'token_refreshed'
  | 'factor_in_progress'
  | 'challenge_created'
  | 'verification_attempted'
  | 'factor_unenrolled'
  | 'factor_deleted'
  | 'passkey_created'
  | 'passkey_updated'
  | 'passkey_deleted';

const LOG_TYPE: Record<AuditAction, string> = {
  user_signedup: 'team',
  login: 'account',
  logout: 'account',
  token_refreshed: 'token',
  factor_in_progress: 'factor',
  challenge_created: 'factor',
  verification_attempted: 'factor',
  factor_unenrolled: 'factor',
  factor_deleted: 'factor',
  passkey_created: 'user',
  passkey_updated: 'user',
  passkey_deleted: 'user',
};

/**
 * Appends an entry to `auth.audit_log_entries` with GoTrue's payload shape, in the caller's
 * transaction, so the log only holds what was committed.
 */
export async function audit(
  tx: Tx,
  now: Date,
  action: AuditAction,
  actor: { id: string; email: string | null },
  traits?: Record<string, unknown>,
): Promise<void> {
  const payload = {
    action,
    actor_id: actor.id,
    actor_username: actor.email ?? '',
    actor_via_sso: false,
    log_type: LOG_TYPE[action],
    ...(traits ? { traits } : {}),
  };
  await tx.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, '')`,
    [randomUUID(), JSON.stringify(payload), now],
  );
}
