import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { audit } from '../audit.js';
import { validationFailed } from '../errors.js';
import { passkeyManager, requirePasskeys } from '../passkeys/access.js';
import { findOwnedPasskey, listPasskeys, serializePasskey } from '../passkeys/store.js';
import { readJson } from '../request.js';
import { type AuthService, requireUser } from '../service.js';
import type { UserRow } from '../users.js';
import { pathUser } from './admin-factors.js';

/** Longest passkey name GoTrue accepts. */
const MAX_NAME_LENGTH = 120;

/** `GET /passkeys`: the signed-in user's passkeys, oldest first. */
export async function listOwnPasskeys(c: Context, service: AuthService): Promise<Response> {
  requirePasskeys(service);
  const passkeys = await service.ctx.db.withAdmin(async (tx) => {
    const caller = await requireUser(service, c, tx);
    return (await listPasskeys(tx, caller.user.id)).map(serializePasskey);
  });
  return c.json(passkeys);
}

/** `PATCH /passkeys/{id}`: renames one of the caller's passkeys (1–120 characters). */
export async function renamePasskey(c: Context, service: AuthService): Promise<Response> {
  requirePasskeys(service);
  const body = await readJson(c);
  const name = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : '';
  if (!name) throw validationFailed('friendly_name is required');
  if ([...name].length > MAX_NAME_LENGTH) {
    throw validationFailed(`friendly_name must be at most ${MAX_NAME_LENGTH} characters`);
  }
  const answer = await service.ctx.db.withAdmin(async (tx) => {
    const caller = await passkeyManager(service, c, tx, 'update a passkey');
    const passkey = await findOwnedPasskey(tx, caller.user.id, c.req.param('id') ?? '');
    const now = service.now();
    await tx.query(
      'update auth.webauthn_credentials set friendly_name = $2, updated_at = $3 where id = $1',
      [passkey.id, name, now],
    );
    await audit(tx, now, 'passkey_updated', caller.user, { passkey_id: passkey.id });
    return serializePasskey({ ...passkey, friendly_name: name });
  });
  return c.json(answer);
}

async function removePasskey(
  service: AuthService,
  tx: Tx,
  user: UserRow,
  id: string,
): Promise<void> {
  const passkey = await findOwnedPasskey(tx, user.id, id);
  await tx.query('delete from auth.webauthn_credentials where id = $1', [passkey.id]);
  await audit(tx, service.now(), 'passkey_deleted', user, { passkey_id: passkey.id });
}

/** `DELETE /passkeys/{id}`: removes one of the caller's passkeys; it no longer signs in. */
export async function deleteOwnPasskey(c: Context, service: AuthService): Promise<Response> {
  requirePasskeys(service);
  await service.ctx.db.withAdmin(async (tx) => {
    const caller = await passkeyManager(service, c, tx, 'delete a passkey');
    await removePasskey(service, tx, caller.user, c.req.param('id') ?? '');
  });
  return c.json({});
}

/** `GET /admin/users/{id}/passkeys`: a user's passkeys, for the service role. */
export async function adminListPasskeys(c: Context, service: AuthService): Promise<Response> {
  requirePasskeys(service);
  const passkeys = await service.ctx.db.withAdmin(async (tx) => {
    const user = await pathUser(c, tx);
    return (await listPasskeys(tx, user.id)).map(serializePasskey);
  });
  return c.json(passkeys);
}

/** `DELETE /admin/users/{id}/passkeys/{passkeyId}`: removes a user's passkey. */
export async function adminDeletePasskey(c: Context, service: AuthService): Promise<Response> {
  requirePasskeys(service);
  await service.ctx.db.withAdmin(async (tx) => {
    const user = await pathUser(c, tx);
    await removePasskey(service, tx, user, c.req.param('passkeyId') ?? '');
  });
  return c.json({});
}
