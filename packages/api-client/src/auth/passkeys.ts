import type { PasskeyListItem } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { validateInput } from '../internal/validate.js';
import { toAuthUser } from './auth-user.js';
import { unwrapPasskey } from './passkey-error.js';
import type { AuthUser, Passkey } from './types.js';

const nameSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the passkey a name.'),
      z.maxLength(120, 'Keep the name to 120 characters.'),
    ),
});

function toPasskey(item: PasskeyListItem): Passkey {
  return {
    id: item.id,
    name: item.friendly_name || null,
    createdAt: new Date(item.created_at),
    lastUsedAt: item.last_used_at ? new Date(item.last_used_at) : null,
  };
}

/**
 * Signs in with a passkey: the browser asks which passkey to use (any of this site's), the
 * auth server checks its signature, and the session is stored like a password sign-in's.
 *
 * @throws `auth/…` with {@link AuthApi.passkeyFailureOf} `cancelled` when the prompt was
 * closed, `unknown-passkey` for a passkey the server does not know, `expired`, `unsupported`.
 */
export async function signInWithPasskey(context: ClientContext): Promise<AuthUser> {
  const data = await unwrapPasskey(context.supabase.auth.signInWithPasskey());
  if (!data.user) throw new Error('the auth server answered a passkey sign-in without a user');
  return toAuthUser(data.user);
}

/**
 * Every passkey of the signed-in user, oldest first.
 *
 * @throws `auth/session-expired` without a session; `network/offline`.
 */
export async function listPasskeys(context: ClientContext): Promise<Passkey[]> {
  const data = await unwrapPasskey(context.supabase.auth.passkey.list());
  return data.map(toPasskey);
}

/**
 * Adds a passkey to the signed-in account: the browser creates one on this device (or a
 * phone or security key), and the auth server stores its public key. `name` labels it.
 *
 * @throws with failure `cancelled`, `already-added`, `needs-code`, `too-many`, `unsupported`;
 * `data/invalid` for a name that is blank or over 120 characters, before any request.
 */
export async function addPasskey(
  context: ClientContext,
  input: { name?: string } = {},
): Promise<Passkey> {
  const name = input.name === undefined ? undefined : validateInput(nameSchema, input).name;
  const { auth } = context.supabase;
  const added = await unwrapPasskey(auth.registerPasskey());
  if (name) return renamePasskey(context, { id: added.id, name });
  return toPasskey(added);
}

/**
 * Renames one of the signed-in user's passkeys.
 *
 * @throws `data/invalid` on the `name` field for a blank name or one over 120 characters,
 * before any request; with failure `unknown-passkey` for a passkey that is gone.
 */
export async function renamePasskey(
  context: ClientContext,
  input: { id: string; name: string },
): Promise<Passkey> {
  const { name } = validateInput(nameSchema, { name: input.name });
  const data = await unwrapPasskey(
    context.supabase.auth.passkey.update({ passkeyId: input.id, friendlyName: name }),
  );
  return toPasskey(data);
}

/**
 * Removes one of the signed-in user's passkeys: it no longer signs in (the device may still
 * show it until it is deleted there too).
 *
 * @throws with failure `unknown-passkey` for a passkey that is gone, `needs-code`.
 */
export async function removePasskey(context: ClientContext, id: string): Promise<void> {
  await unwrapPasskey(context.supabase.auth.passkey.delete({ passkeyId: id }));
}
