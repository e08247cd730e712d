import type { Context } from 'hono';
import { deliver, linkEmail, signupEmailUser } from '../email-flow.js';
import { AuthError, validationFailed } from '../errors.js';
import { readPkceChallenge } from '../pkce.js';
import { objectField, readJson, redirectTarget, requireEmail, stringField } from '../request.js';
import type { AuthService } from '../service.js';
import { findUserByEmail } from '../users.js';

/**
 * `POST /otp`: sends a magic link with a code (`signInWithOtp`), creating the user unless
 * `create_user` is false; an unconfirmed address gets its confirmation instead.
 */
export async function otp(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const { settings } = service;
  const body = await readJson(c);
  if (stringField(body, 'phone')) {
    if (stringField(body, 'email')) {
      throw validationFailed('Only an email address or phone number should be provided');
    }
    // GoTrue's SmsOtp with no SMS provider configured.
    throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  }
  const email = requireEmail(body);
  const data = objectField(body, 'data') ?? {};
  const createUser = body.create_user !== false;
  const challenge = readPkceChallenge(body);
  const redirectTo = redirectTarget(service, c, body);
  service.mailer.checkLimits(email);

  const message = await db.withAdmin(async (tx) => {
    let user = await findUserByEmail(tx, email);
    const isNew = !user?.email_confirmed_at;
    if (isNew && !createUser) {
      throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    if (!user) {
      if (!settings.enableSignup || !settings.enableEmailSignup) {
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
      }
      const created = await signupEmailUser(service, tx, {
        email,
        passwordHash: null,
        data,
        challenge,
        redirectTo,
      });
      // With confirmations on, the confirmation email is the magic link.
      if (created.email) return created.email;
      user = created.user;
    } else if (!user.email_confirmed_at) {
      const confirmation = await linkEmail(service, tx, user, 'signup', { redirectTo, challenge });
      return confirmation;
    }
    const magicLink = await linkEmail(service, tx, user, 'magiclink', { redirectTo, challenge });
    return magicLink;
  });
  deliver(service, [message]);
  return c.json({});
}
