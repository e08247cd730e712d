import type { DbEngine } from '../db/engine.js';
import { applyRoleTimeout } from '../db/role-timeout.js';
import type { ChannelAccess } from './channel.js';

/**
 * What `identity` may do on the private channel `subTopic`, decided by the RLS policies on
 * `realtime.messages` with `realtime.topic()` set to the topic (`realtime.channel_access`).
 */
export async function privateChannelAccess(
  db: DbEngine,
  subTopic: string,
  identity: { role: string; claims: unknown },
): Promise<ChannelAccess> {
  const result = await db.withAdmin(async (tx) => {
    await applyRoleTimeout(tx, [identity.role]);
    return tx.query<{ access: ChannelAccess | string }>(
      'select realtime.channel_access($1, $2::jsonb) as access',
      [subTopic, JSON.stringify({ role: identity.role, claims: identity.claims })],
    );
  });
  const raw = result.rows[0]?.access;
  const access = typeof raw === 'string' ? (JSON.parse(raw) as ChannelAccess) : raw;
  return {
    broadcast_read: access?.broadcast_read === true,
    broadcast_write: access?.broadcast_write === true,
    presence_read: access?.presence_read === true,
    presence_write: access?.presence_write === true,
  };
}
