import type { Context } from 'hono';
import { deliver, linkEmail, prepareEmailFlow } from '../email-flow.js';
import { AuthError, validationFailed } from '../errors.js';
import { readPkceChallenge } from '../pkce.js';
import { readJson, redirectTarget, requireEmail, stringField } from '../request.js';
import type { AuthService } from '../service.js';
import { findUserByEmail, type UserRow } from '../users.js';

/** `POST /resend`: sends the signup confirmation or the email-change link again. */
export async function resend(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const body = await readJson(c);
  const type = stringField(body, 'type');
  if (type !== 'signup' && type !== 'email_change') {
    if (type === 'sms' || type === 'phone_change') {
      throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const email = requireEmail(body);
  const challenge = readPkceChallenge(body);
  const redirectTo = redirectTarget(service, c, body);
  service.mailer.checkLimits(email);
  const messages = await db.withAdmin(async (tx) => {
    if (type === 'signup') {
      const user = await findUserByEmail(tx, email);
      if (!user) return [];
      if (user.email_confirmed_at) {
        throw new AuthError(422, 'email_address_invalid', 'Email address already confirmed');
      }
      const message = await linkEmail(service, tx, user, 'signup', { redirectTo, challenge });
      return [message];
    }
    const found = await tx.query<UserRow>(
      'select * from auth.users where lower(email_change) = $1 limit 1',
      [email],
    );
    const user = found.rows[0];
    if (!user) return [];
    const { email: message } = await prepareEmailFlow(service, tx, {
      user,
      kind: 'email_change',
      to: user.email_change ?? email,
      redirectTo,
      challenge,
    });
    return [message];
  });
  deliver(service, messages);
  return c.json({});
}
