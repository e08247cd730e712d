import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deliver, linkEmail, signupEmailUser } from '../email-flow.js';
import { AuthError, validationFailed } from '../errors.js';
import { checkPasswordStrength, hashPassword } from '../passwords.js';
import { readPkceChallenge } from '../pkce.js';
import { objectField, readJson, redirectTarget, requireEmail, stringField } from '../request.js';
import type { AuthService } from '../service.js';
import { issueSession } from '../sessions.js';
import { findUserByEmail, insertUser, loadUserJson } from '../users.js';

/** An anonymous user and its session (`POST /signup` with neither email nor phone). */
async function signUpAnonymously(service: AuthService, data: Record<string, unknown>) {
  return service.ctx.db.withAdmin(async (tx) => {
    const user = await insertUser(
      tx,
      { isAnonymous: true, userMetadata: data, appMetadata: {} },
      service.now(),
    );
    return issueSession(service, tx, user, 'anonymous');
  });
}

/** A made-up new user, the answer for an address already registered and confirmed. */
function lookalikeUser(email: string, data: Record<string, unknown>, now: string) {
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * `POST /signup`: an email user (confirmed at once, or sent a confirmation link), or an
 * anonymous user when the body has neither email nor phone.
 */
export async function signup(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const { settings } = service;
  const body = await readJson(c);
  const anonymous = !stringField(body, 'email') && !stringField(body, 'phone');
  service.limits.takeSignUp(c, anonymous);
  const data = objectField(body, 'data') ?? {};
  if (anonymous) {
    if (!settings.enableAnonymous) {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    if (!settings.enableSignup) {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    return c.json(await signUpAnonymously(service, data));
  }
  if (!settings.enableSignup || !settings.enableEmailSignup) {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  if (stringField(body, 'phone')) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  }
  const email = requireEmail(body);
  const password = stringField(body, 'password');
  if (!password) throw validationFailed('Signup requires a valid password', 422);
  checkPasswordStrength(password, settings);
  const challenge = readPkceChallenge(body);
  const redirectTo = redirectTarget(service, c, body);
  if (settings.enableConfirmations) service.mailer.checkLimits(email);
  const passwordHash = await hashPassword(password, settings);

  const outcome = await db.withAdmin(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing && !existing.is_anonymous) {
      if (existing.email_confirmed_at) {
        if (!settings.enableConfirmations) {
          throw new AuthError(422, 'user_already_exists', 'User already registered');
        }
        // GoTrue answers as if it signed up a new user, so addresses cannot be probed.
        return { body: lookalikeUser(email, data, service.now().toISOString()) };
      }
      // Still unconfirmed: send the confirmation again.
      const message = await linkEmail(service, tx, existing, 'signup', { redirectTo, challenge });
      return { body: await loadUserJson(tx, existing.id), email: message };
    }
    const created = await signupEmailUser(service, tx, {
      email,
      passwordHash,
      data,
      challenge,
      redirectTo,
    });
    if (!created.email) {
      return { body: await issueSession(service, tx, created.user, 'password') };
    }
    return { body: await loadUserJson(tx, created.user.id), email: created.email };
  });
  deliver(service, [outcome.email]);
  return c.json(outcome.body);
}
