import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { isUuid } from '../../uuid.js';
import { audit } from '../audit.js';
import { AuthError } from '../errors.js';
import { deleteFactor, findOwnedFactor, listFactors, serializeFactor } from '../mfa/factors.js';
import type { AuthService } from '../service.js';
import { findUserById, type UserRow } from '../users.js';

/** GoTrue's admin `loadUser`: the user of the path, or 404 `user_not_found`. */
export async function pathUser(c: Context, tx: Tx): Promise<UserRow> {
  const id = c.req.param('id') ?? '';
  const user = isUuid(id) ? await findUserById(tx, id) : undefined;
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** `GET /admin/users/{id}/factors`: every factor of the user, verified or not. */
export async function adminListFactors(c: Context, service: AuthService): Promise<Response> {
  const factors = await service.ctx.db.withAdmin(async (tx) => {
    const user = await pathUser(c, tx);
    return (await listFactors(tx, user.id)).map(serializeFactor);
  });
  return c.json(factors);
}

/**
 * `DELETE /admin/users/{id}/factors/{factorId}`: removes the factor (sessions it lifted drop
 * to aal1) and answers with it, as GoTrue does.
 */
export async function adminDeleteFactor(c: Context, service: AuthService): Promise<Response> {
  const factor = await service.ctx.db.withAdmin(async (tx) => {
    const user = await pathUser(c, tx);
    const found = await findOwnedFactor(tx, user.id, c.req.param('factorId') ?? '');
    await audit(tx, service.now(), 'factor_deleted', user, {
      user_id: user.id,
      factor_id: found.id,
    });
    await deleteFactor(tx, found);
    return serializeFactor(found);
  });
  return c.json(factor);
}
