import type { Context } from 'hono';
import { AuthError } from '../errors.js';
import { type AuthService, requireUser } from '../service.js';
import { listIdentities, syncProviders } from '../users.js';
import { requireManualLinking } from './authorize.js';

/** `DELETE /user/identities/:id`: unlinks one of the caller's identities, never the last. */
export async function unlinkIdentity(c: Context, service: AuthService): Promise<Response> {
  const identityId = c.req.param('id');
  await service.ctx.db.withAdmin(async (tx) => {
    const caller = await requireUser(service, c, tx);
    requireManualLinking(service);
    const identities = await listIdentities(tx, caller.user.id);
    const identity = identities.find((candidate) => candidate.id === identityId);
    if (!identity) throw new AuthError(404, 'identity_not_found', "Identity doesn't exist");
    if (identities.length <= 1) {
      throw new AuthError(
        422,
        'single_identity_not_deletable',
        'User must have at least 1 identity after unlinking',
      );
    }
    await tx.query('delete from auth.identities where id = $1', [identity.id]);
    await syncProviders(tx, caller.user.id);
    // The primary provider moves to a remaining identity when its own goes.
    await tx.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data ||
         jsonb_build_object('provider', raw_app_meta_data -> 'providers' -> 0)
       where id = $1 and raw_app_meta_data ->> 'provider' = $2`,
      [caller.user.id, identity.provider],
    );
  });
  return c.json({});
}
