import type { BackendContext } from '../context.js';
import { type Identity, isApiKey, requestIdentity } from '../identity.js';

/** Result of {@link channelIdentity}: an identity, or the message Realtime answers with. */
export type TokenResult = { ok: true; identity: Identity } | { ok: false; message: string };

/**
 * Resolves a channel's access token with the request identity every surface uses, then
 * applies Realtime's own rules and messages: a JWT must be unexpired and carry `role` and
 * `exp`; `sb_…` keys act as their role.
 */
export async function channelIdentity(
  token: string,
  ctx: Pick<BackendContext, 'keys' | 'clock'>,
): Promise<TokenResult> {
  const now = ctx.clock.now();
  const result = await requestIdentity(token, ctx);
  if (!result.ok) {
    if (result.reason === 'expired') return { ok: false, message: expiredMessage(token, now) };
    if (result.reason === 'unknown_api_key') return { ok: false, message: result.message };
    return { ok: false, message: `Invalid JWT Token: ${result.message}` };
  }
  const { identity } = result;
  if (isApiKey(token)) return result;
  const { role, exp } = identity.claims;
  if (typeof role !== 'string' || !role || typeof exp !== 'number') {
    return { ok: false, message: 'Fields `role` and `exp` are required in JWT' };
  }
  if (exp * 1000 <= now) return { ok: false, message: expiredMessage(token, now) };
  return result;
}

function expiredMessage(token: string, now: number): string {
  // The signature was already checked (or the token is unusable anyway); only `exp` is read.
  let exp: number | undefined;
  try {
    const body = token.split('.')[1] ?? '';
    exp = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).exp;
  } catch {
    exp = undefined;
  }
  const ago = typeof exp === 'number' ? Math.max(0, Math.floor(now / 1000 - exp)) : 0;
  return `Token has expired ${ago} seconds ago`;
}
