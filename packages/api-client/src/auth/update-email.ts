import { emailSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { validateInput } from '../internal/validate.js';
import { unwrapAuth } from './auth-error.js';
import { callbackUrl } from './redirects.js';
import type { NextOption } from './types.js';

const updateEmailInputSchema = z.object({ email: emailSchema });

/** Where email-change links return by default: the profile settings. */
const DEFAULT_NEXT = '/settings/profile';

/**
 * Starts changing the signed-in user's email address. Confirmation links go to the new address
 * (and, with secure email change on, the current one too); the change is made once every link
 * was opened, each returning to `/auth/callback?next=…`.
 *
 * @param options.next - where the links lead after the callback. Default: `/settings/profile`.
 * @throws `data/invalid` (on `email`) for an invalid address, before any request;
 * `auth/user-exists` (on `email`) when another account has it; `auth/rate-limited` within a
 * minute of the last email to it; `auth/session-expired` without a session.
 */
export async function updateEmail(
  context: ClientContext,
  email: string,
  options: NextOption = {},
): Promise<void> {
  const input = validateInput(updateEmailInputSchema, { email });
  await unwrapAuth(
    context.supabase.auth.updateUser(
      { email: input.email },
      { emailRedirectTo: callbackUrl(context, options.next ?? DEFAULT_NEXT) },
    ),
  );
}
