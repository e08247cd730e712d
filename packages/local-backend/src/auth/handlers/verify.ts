import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { finishEmailChange } from '../email-change.js';
import { FLOW_METHOD } from '../email-flow.js';
import { AuthError, validationFailed } from '../errors.js';
import {
  consumeOneTimeToken,
  type FoundToken,
  findOneTimeToken,
  type OneTimeTokenType,
} from '../otp.js';
import { issueAuthCode, PKCE_PREFIX } from '../pkce.js';
import { readJson } from '../request.js';
import type { AuthService } from '../service.js';
import { issueSession } from '../sessions.js';
import { findUserById, type UserRow } from '../users.js';
import { otpExpired, verifyRequest } from '../verify-request.js';

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change'] as const;
type LinkType = (typeof LINK_TYPES)[number];
type VerifyType = LinkType | 'email';

const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** Which stored token slots a verification type may redeem. */
const SLOTS: Record<VerifyType, OneTimeTokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token', 'confirmation_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
  email: ['confirmation_token', 'recovery_token'],
};

/** Outcome of redeeming a token: a user to sign in, or "one of two confirmations done". */
type Redeemed = { user: UserRow } | { pendingOtherConfirmation: true };

function expired(service: AuthService, token: FoundToken): boolean {
  const expiresAt = new Date(token.createdAt).getTime() + service.settings.otpExpirySeconds * 1000;
  return service.now().getTime() > expiresAt;
}

/** Marks the user's email as confirmed (signup, invite, and the first magic link). */
async function confirmEmail(service: AuthService, tx: Tx, user: UserRow): Promise<void> {
  if (user.email_confirmed_at) return;
  await tx.query('update auth.users set email_confirmed_at = $2, updated_at = $2 where id = $1', [
    user.id,
    service.now(),
  ]);
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
     where user_id = $1 and provider = 'email'`,
    [user.id],
  );
}

/** Finishes an email change once every required confirmation arrived. */
async function applyEmailChange(
  service: AuthService,
  tx: Tx,
  user: UserRow,
  slot: OneTimeTokenType,
): Promise<Redeemed> {
  await consumeOneTimeToken(tx, user.id, slot);
  const other =
    slot === 'email_change_token_new' ? 'email_change_token_current' : 'email_change_token_new';
  const remaining = await tx.query(
    'select 1 from auth.one_time_tokens where user_id = $1 and token_type = $2',
    [user.id, other],
  );
  if (remaining.rows.length) {
    await tx.query('update auth.users set email_change_confirm_status = 1 where id = $1', [
      user.id,
    ]);
    return { pendingOtherConfirmation: true };
  }
  return { user: await finishEmailChange(service, tx, user) };
}

/** Redeems a found token for its verification type. */
async function redeem(
  service: AuthService,
  tx: Tx,
  token: FoundToken,
  invalid: AuthError,
): Promise<Redeemed> {
  if (expired(service, token)) throw invalid;
  const user = await findUserById(tx, token.userId);
  if (!user) throw invalid;
  if (user.banned_until && new Date(user.banned_until).getTime() > service.now().getTime()) {
    throw new AuthError(403, 'user_banned', 'User is banned');
  }
  if (token.type === 'email_change_token_new' || token.type === 'email_change_token_current') {
    return applyEmailChange(service, tx, user, token.type);
  }
  await consumeOneTimeToken(tx, user.id, token.type);
  await confirmEmail(service, tx, user);
  return { user: (await findUserById(tx, user.id)) as UserRow };
}

function oauthErrorName(status: number): string {
  if (status === 403 || status === 401) return 'access_denied';
  if (status >= 500) return 'server_error';
  return 'invalid_request';
}

/** GoTrue's error redirect: query parameters for PKCE, always the fragment too. */
function errorRedirect(target: string, error: AuthError, pkce: boolean): string {
  const url = new URL(target);
  const params = new URLSearchParams({
    error: oauthErrorName(error.status),
    error_code: error.code,
    error_description: error.message,
  });
  if (pkce) for (const [key, value] of params) url.searchParams.set(key, value);
  params.set('sb', '');
  url.hash = params.toString();
  return url.toString();
}

function messageRedirect(target: string, message: string, pkce: boolean): string {
  const url = new URL(target);
  if (pkce) url.searchParams.set('message', message);
  else url.hash = new URLSearchParams({ message, sb: '' }).toString();
  return url.toString();
}

/** `GET /verify`: an email link; redirects to the app with a code, a session or an error. */
export async function verifyLink(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const rawToken = c.req.query('token') ?? '';
  const type = c.req.query('type') ?? '';
  const target = service.redirects.resolve(c.req.query('redirect_to') ?? c.req.header('referer'));
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!rawToken) throw validationFailed('Verify requires a token or a token hash');
  if (!(LINK_TYPES as readonly string[]).includes(type)) {
    throw validationFailed('Unsupported verification type');
  }
  const linkType = type as LinkType;
  const pkce = rawToken.startsWith(PKCE_PREFIX);
  const hash = pkce ? rawToken.slice(PKCE_PREFIX.length) : rawToken;
  const invalid = new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

  let location: string;
  try {
    location = await db.withAdmin(async (tx) => {
      const token = await findOneTimeToken(tx, hash, SLOTS[linkType]);
      if (!token) throw invalid;
      const redeemed = await redeem(service, tx, token, invalid);
      if ('pendingOtherConfirmation' in redeemed) {
        return messageRedirect(target, SINGLE_CONFIRMATION, pkce);
      }
      if (pkce) {
        const code = await issueAuthCode(
          tx,
          redeemed.user.id,
          FLOW_METHOD[linkType],
          service.now(),
        );
        const url = new URL(target);
        url.searchParams.set('code', code);
        return url.toString();
      }
      const session = (await issueSession(service, tx, redeemed.user, 'otp')) as Record<
        string,
        unknown
      >;
      const url = new URL(target);
      url.hash = new URLSearchParams({
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        token_type: 'bearer',
        type: linkType,
        sb: '',
      }).toString();
      return url.toString();
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    location = errorRedirect(target, error, pkce);
  }
  return c.redirect(location, 303);
}

/** `POST /verify`: a code or token hash typed in by the user; answers with a session. */
export async function verifyCode(c: Context, service: AuthService): Promise<Response> {
  const { type, target } = verifyRequest(await readJson(c));
  const invalid = otpExpired();
  // No SMS leaves this backend, so no phone code (nor phone type) matches a stored one.
  if ('phone' in target || type === 'sms' || type === 'phone_change') throw invalid;
  if (!(type in SLOTS)) throw validationFailed('Unsupported verification type');
  const verifyType = type as VerifyType;
  const result = await service.ctx.db.withAdmin(async (tx) => {
    const found = await findOneTimeToken(tx, target.hash, SLOTS[verifyType]);
    if (!found) throw invalid;
    const redeemed = await redeem(service, tx, found, invalid);
    if ('pendingOtherConfirmation' in redeemed) {
      return { msg: SINGLE_CONFIRMATION, code: '200' };
    }
    return issueSession(service, tx, redeemed.user, 'otp');
  });
  return c.json(result);
}
