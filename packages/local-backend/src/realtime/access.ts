import type { DbEngine } from '../db/engine.js';
import { applyRoleTimeout } from '../db/role-timeout.js';
import type { ChannelAccess } from './channel.js';

/** Who is asking for a channel: the database role and the JWT claims. */
type Asker = { role: string; claims: unknown };

function accessOf(raw: ChannelAccess | string | undefined): ChannelAccess {
  const access = typeof raw === 'string' ? (JSON.parse(raw) as ChannelAccess) : raw;
  return {
    broadcast_read: access?.broadcast_read === true,
    broadcast_write: access?.broadcast_write === true,
    presence_read: access?.presence_read === true,
    presence_write: access?.presence_write === true,
  };
}

/**
 * What `identity` may do on the private channel `subTopic`, decided by the RLS policies on
 * `realtime.messages` with `realtime.topic()` set to the topic (`realtime.channel_access`).
 */
export async function privateChannelAccess(
  db: DbEngine,
  subTopic: string,
  identity: Asker,
): Promise<ChannelAccess> {
  const [access] = await privateChannelAccessMany(db, [{ subTopic, identity }]);
  return access as ChannelAccess;
}

/**
 * {@link privateChannelAccess} of many channels in one transaction and one statement (each
 * check's probes roll back on their own, role and claims included), for re-checking every
 * open channel at a small cost. Answers in the order asked.
 */
export async function privateChannelAccessMany(
  db: DbEngine,
  checks: readonly { subTopic: string; identity: Asker }[],
): Promise<ChannelAccess[]> {
  if (checks.length === 0) return [];
  const result = await db.withAdmin(async (tx) => {
    await applyRoleTimeout(tx, [...new Set(checks.map((check) => check.identity.role))]);
    return tx.query<{ access: ChannelAccess | string }>(
      `select realtime.channel_access(c.topic, c.ident) as access
       from unnest($1::text[], $2::jsonb[]) with ordinality as c(topic, ident, n) order by c.n`,
      [
        checks.map((check) => check.subTopic),
        checks.map((check) =>
          JSON.stringify({ role: check.identity.role, claims: check.identity.claims }),
        ),
      ],
    );
  });
  return result.rows.map((row) => accessOf(row.access));
}
