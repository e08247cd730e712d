import type { Context } from 'hono';
import { sessionsEnded } from '../../context.js';
import type { Tx } from '../../db/engine.js';
import { audit } from '../audit.js';
import { checkCurrentPassword } from '../current-password.js';
import { requestEmailChange } from '../email-change.js';
import { AuthError, validationFailed } from '../errors.js';
import { hasVerifiedFactor, sessionAal } from '../mfa/factors.js';
import { generateOtp, tokenHash } from '../otp.js';
import { checkPassword, checkPasswordStrength, hashPassword } from '../passwords.js';
import { readPkceChallenge } from '../pkce.js';
import { objectField, readJson, redirectTarget, stringField } from '../request.js';
import { type AuthService, requireUser, type SignedInUser } from '../service.js';
import { isValidEmail, loadUserJson, normalizeEmail } from '../users.js';

/** Merges metadata the way GoTrue does: top-level keys replace, `null` removes a key. */
function mergeMetadata(
  current: Record<string, unknown> | null,
  update: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

const DAY_MS = 24 * 3_600_000;

/**
 * With `secure_password_change`, a password change in a session older than 24 h needs the
 * code from `GET /reauthenticate` as `nonce` (GoTrue's rule); the code works once.
 */
async function checkReauthentication(
  service: AuthService,
  tx: Tx,
  caller: SignedInUser,
  nonce: string | undefined,
): Promise<void> {
  const now = service.now().getTime();
  const session = caller.sessionId
    ? (
        await tx.query<{ created_at: Date }>('select created_at from auth.sessions where id = $1', [
          caller.sessionId,
        ])
      ).rows[0]
    : undefined;
  if (session && now <= new Date(session.created_at).getTime() + DAY_MS) return;
  if (!nonce) {
    throw new AuthError(
      400,
      'reauthentication_needed',
      'Password update requires reauthentication',
    );
  }
  const row = (
    await tx.query<{ token: string | null; sent_at: Date | null }>(
      'select reauthentication_token as token, reauthentication_sent_at as sent_at from auth.users where id = $1',
      [caller.user.id],
    )
  ).rows[0];
  const valid =
    row?.token &&
    row.sent_at &&
    caller.user.email &&
    now <= new Date(row.sent_at).getTime() + service.settings.otpExpirySeconds * 1000 &&
    tokenHash(caller.user.email, nonce) === row.token;
  if (!valid) {
    throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  }
  await tx.query(
    "update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1",
    [caller.user.id],
  );
}

/**
 * With a verified factor, password and email changes need an aal2 session (GoTrue's rule), so
 * a stolen first factor alone cannot take the account over.
 */
async function requireAal2ForCredentials(tx: Tx, caller: SignedInUser, changes: boolean) {
  if (!changes || !(await hasVerifiedFactor(tx, caller.user.id))) return;
  if ((await sessionAal(tx, caller.sessionId)) === 'aal2') return;
  throw new AuthError(
    401,
    'insufficient_aal',
    'AAL2 session is required to update email or password when MFA is enabled.',
  );
}

/** `GET /user`: the caller's user. */
export async function getUser(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const user = await db.withAdmin(async (tx) => {
    const caller = await requireUser(service, c, tx);
    return loadUserJson(tx, caller.user.id);
  });
  return c.json(user);
}

/** `PUT /user`: changes the caller's password, metadata or email. */
export async function updateUser(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const body = await readJson(c);
  const password = stringField(body, 'password');
  const data = objectField(body, 'data');
  const rawEmail = stringField(body, 'email');
  const nonce = stringField(body, 'nonce');
  const currentPassword = stringField(body, 'current_password');
  if (stringField(body, 'phone')) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (password !== undefined) checkPasswordStrength(password, service.settings);
  const challenge = readPkceChallenge(body);
  const redirectTo = redirectTarget(service, c, body);
  const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
  if (email !== undefined && !isValidEmail(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  // Hash outside the transaction: bcrypt is slow and PGlite has one connection.
  const passwordHash =
    password !== undefined ? await hashPassword(password, service.settings) : undefined;

  const outcome = await db.withAdmin(async (tx) => {
    const caller = await requireUser(service, c, tx);
    const { user } = caller;
    const now = service.now();
    const changesEmail = email !== undefined && email !== user.email;
    await requireAal2ForCredentials(tx, caller, Boolean(password) || changesEmail);
    if (password !== undefined) {
      if (service.settings.securePasswordChange) {
        await checkReauthentication(service, tx, caller, nonce);
      }
      if (password && service.settings.requireCurrentPassword) {
        await checkCurrentPassword(tx, caller, currentPassword);
      }
      if (user.encrypted_password && (await checkPassword(password, user.encrypted_password))) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = $3 where id = $1',
        [user.id, passwordHash, now],
      );
    }
    if (data) {
      await tx.query(
        'update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1',
        [user.id, JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)), now],
      );
    }
    const emails =
      email !== undefined && email !== user.email
        ? await requestEmailChange(service, tx, user, email, { redirectTo, challenge })
        : [];
    return { user: await loadUserJson(tx, user.id), emails };
  });
  for (const email of outcome.emails) service.mailer.send(email);
  return c.json(outcome.user);
}

/** `GET /reauthenticate`: emails a code that a later password change passes as `nonce`. */
export async function reauthenticate(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const email = await db.withAdmin(async (tx) => {
    const { user } = await requireUser(service, c, tx);
    if (!user.email) {
      throw validationFailed(
        'Reauthentication requires the user to have an email or a phone number',
      );
    }
    if (!user.email_confirmed_at) {
      throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    }
    service.mailer.checkLimits(user.email);
    const otp = generateOtp(service.settings.otpLength);
    await tx.query(
      'update auth.users set reauthentication_token = $2, reauthentication_sent_at = $3 where id = $1',
      [user.id, tokenHash(user.email, otp), service.now()],
    );
    return { to: user.email, kind: 'reauthentication' as const, otp, email: user.email };
  });
  service.mailer.send(email);
  return c.json({});
}

/** `POST /logout?scope=global|local|others`: ends the caller's sessions. */
export async function logout(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const scope = c.req.query('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw validationFailed(`Unsupported logout scope ${JSON.stringify(scope)}`);
  }
  const userId = await db.withAdmin(async (tx) => {
    const caller = await requireUser(service, c, tx);
    await audit(tx, service.now(), 'logout', caller.user);
    if (scope === 'local') {
      if (caller.sessionId) {
        await tx.query('delete from auth.sessions where id = $1', [caller.sessionId]);
      }
    } else if (scope === 'others') {
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        caller.user.id,
        caller.sessionId ?? null,
      ]);
    } else {
      await tx.query('delete from auth.sessions where user_id = $1', [caller.user.id]);
    }
    return caller.user.id;
  });
  sessionsEnded(service.ctx, userId);
  return c.body(null, 204);
}
