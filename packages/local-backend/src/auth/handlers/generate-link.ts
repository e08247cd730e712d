import type { Context } from 'hono';
import { prepareEmailFlow } from '../email-flow.js';
import { AuthError, validationFailed } from '../errors.js';
import type { EmailKind } from '../mailer.js';
import type { OneTimeTokenType } from '../otp.js';
import { checkPasswordStrength, hashPassword } from '../passwords.js';
import { objectField, readJson, redirectTarget, stringField } from '../request.js';
import type { AuthService } from '../service.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isValidEmail,
  loadUserJson,
  normalizeEmail,
  type UserRow,
} from '../users.js';

/** The email each `generate_link` type stands for. */
const LINK_KINDS: Record<string, EmailKind> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

/** GoTrue's `validateEmail` for the link's address: present, not too long, well formed. */
function linkEmail(raw: string | undefined): string {
  if (!raw) throw validationFailed('An email address is required');
  if (raw.length > 255) throw validationFailed('An email address is too long');
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

/**
 * `POST /admin/generate_link`: prepares the email link of any flow (creating the user for
 * `signup` and `invite`) without sending it, and answers with the link and its code.
 */
export async function generateLink(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const body = await readJson(c);
  const type = stringField(body, 'type') ?? '';
  const email = linkEmail(stringField(body, 'email'));
  const newEmail = stringField(body, 'new_email');
  const password = stringField(body, 'password');
  const data = objectField(body, 'data') ?? {};
  const redirectTo = redirectTarget(service, c, body);
  const kind = LINK_KINDS[type];
  if (!kind) throw validationFailed('Invalid email action link type requested');
  if (password !== undefined) checkPasswordStrength(password, service.settings);
  const passwordHash =
    password !== undefined ? await hashPassword(password, service.settings) : null;
  const result = await db.withAdmin(async (tx) => {
    const now = service.now();
    let user = await findUserByEmail(tx, email);
    if (type === 'signup' || type === 'invite') {
      if (user?.email_confirmed_at) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      user ??= await insertUser(
        tx,
        {
          email,
          passwordHash,
          userMetadata: data,
          invitedAt: type === 'invite' ? now : null,
        },
        now,
      );
    }
    if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
    let to = email;
    let tokenType: OneTimeTokenType | undefined;
    if (kind === 'email_change') {
      if (!newEmail || !isValidEmail(normalizeEmail(newEmail))) {
        throw validationFailed('The new email address provided is invalid');
      }
      await tx.query('update auth.users set email_change = $2 where id = $1', [
        user.id,
        normalizeEmail(newEmail),
      ]);
      user = (await findUserById(tx, user.id)) as UserRow;
      if (type === 'email_change_new') {
        to = normalizeEmail(newEmail);
        tokenType = 'email_change_token_new';
      } else {
        tokenType = 'email_change_token_current';
      }
    }
    const prepared = await prepareEmailFlow(service, tx, {
      user,
      kind,
      to,
      tokenType,
      redirectTo,
    });
    return { prepared, user: await loadUserJson(tx, user.id) };
  });
  return c.json({
    ...result.user,
    action_link: result.prepared.link,
    email_otp: result.prepared.otp,
    hashed_token: result.prepared.hash,
    verification_type: kind,
    redirect_to: redirectTo,
  });
}
