import type { Tx } from '../db/engine.js';
import { prepareEmailFlow } from './email-flow.js';
import { AuthError } from './errors.js';
import type { EmailRequest } from './mailer.js';
import type { PkceChallenge } from './pkce.js';
import type { AuthService } from './service.js';
import { findUserByEmail, findUserById, syncProviders, type UserRow } from './users.js';

/**
 * Starts changing a user's email (`PUT /user` with `email`): records `email_change` and
 * prepares the confirmation to the new address, and with `double_confirm_changes` to the
 * current one too. An anonymous user on an autoconfirming instance gets the address at once,
 * as GoTrue does. Returns the emails to send once the transaction commits.
 */
export async function requestEmailChange(
  service: AuthService,
  tx: Tx,
  current: UserRow,
  email: string,
  link: { redirectTo: string; challenge: PkceChallenge | undefined },
): Promise<EmailRequest[]> {
  const taken = await findUserByEmail(tx, email);
  if (taken && taken.id !== current.id) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  await tx.query('update auth.users set email_change = $2, updated_at = $3 where id = $1', [
    current.id,
    email,
    service.now(),
  ]);
  const user = (await findUserById(tx, current.id)) as UserRow;
  if (user.is_anonymous && !service.settings.enableConfirmations) {
    // As GoTrue: with autoconfirm an anonymous user adds an email like signing up;
    // permanent users always confirm a new address.
    await finishEmailChange(service, tx, user);
    return [];
  }
  service.mailer.checkLimits(email);
  const emails: EmailRequest[] = [];
  const toNew = await prepareEmailFlow(service, tx, {
    user,
    kind: 'email_change',
    to: email,
    tokenType: 'email_change_token_new',
    ...link,
  });
  emails.push(toNew.email);
  if (service.settings.doubleConfirmChanges && user.email && !user.is_anonymous) {
    const toCurrent = await prepareEmailFlow(service, tx, {
      user,
      kind: 'email_change',
      to: user.email,
      tokenType: 'email_change_token_current',
      ...link,
      createFlow: false,
    });
    emails.push(toCurrent.email);
  }
  return emails;
}

/**
 * Moves `email_change` into `email`, confirmed, with an email identity; an anonymous user
 * becomes a permanent one. Returns the updated user.
 */
export async function finishEmailChange(
  service: AuthService,
  tx: Tx,
  user: UserRow,
): Promise<UserRow> {
  const now = service.now();
  const newEmail = user.email_change ?? '';
  await tx.query(
    `update auth.users set email = $2, email_change = '', email_change_confirm_status = 0,
       email_change_token_new = '', email_change_token_current = '',
       email_confirmed_at = coalesce(email_confirmed_at, $3), is_anonymous = false, updated_at = $3,
       raw_app_meta_data = case when is_anonymous
         then coalesce(raw_app_meta_data, '{}'::jsonb) || '{"provider": "email"}'::jsonb
         else raw_app_meta_data end
     where id = $1`,
    [user.id, newEmail, now],
  );
  const identity = await tx.query(
    'select 1 from auth.identities where user_id = $1 and provider = $2',
    [user.id, 'email'],
  );
  const data = JSON.stringify({
    sub: user.id,
    email: newEmail,
    email_verified: true,
    phone_verified: false,
  });
  if (identity.rows.length) {
    await tx.query(
      `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = $3
       where user_id = $1 and provider = 'email'`,
      [user.id, data, now],
    );
  } else {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, $2::jsonb, 'email', $3, $3, $3)`,
      [user.id, data, now],
    );
  }
  await syncProviders(tx, user.id);
  return (await findUserById(tx, user.id)) as UserRow;
}
