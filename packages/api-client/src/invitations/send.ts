import * as z from 'zod/mini';
import { toTandemError } from '../errors/map-error.js';
import type { ClientContext } from '../internal/context.js';
import { validateId } from '../internal/validate-id.js';

/** What {@link InvitationsApi.send} reports: the address the email went to. */
export interface SentInvitation {
  email: string;
}

const sentSchema = z.object({ email: z.string() });

/** The function's error body (`{ code, message: "<code>: detail" }`) as a TandemError. */
async function functionFailure(error: unknown) {
  // Already loaded: the functions client came from this module.
  const { FunctionsFetchError, FunctionsHttpError } = await import('@supabase/functions-js');
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = await response.json().catch(() => ({}));
    return toTandemError({ ...body, status: response.status });
  }
  if (error instanceof FunctionsFetchError) return toTandemError(new TypeError('fetch failed'));
  return toTandemError(error);
}

/**
 * Emails an invitation to its address (Edge Function `send-invitation`, admins and the
 * owner): the workspace, who invited, the role, the accept link and the expiry, to new and
 * existing accounts alike, under a fixed subject. The link is `<app URL>/invite/<token>` on the
 * app URL the function is configured with (`APP_URL`, else the project's site URL), whatever
 * this client's `appUrl` is. A repeat within 60 seconds is refused, and so is any email past
 * the hourly quotas of the sender and of the workspace.
 *
 * @throws TandemError `invite/rate-limited` when it was sent less than a minute ago;
 * `invite/quota-exceeded` past 30 invitation emails of the sender, or 50 of the workspace, in
 * the last hour;
 * `invite/revoked`, `invite/used`, `invite/expired` for invitations no longer pending;
 * `data/not-found` when it does not exist or the caller is not an admin of its workspace;
 * `data/invalid` for a malformed id, before any request; `unknown` when the mail server
 * refused it.
 */
export async function send(context: ClientContext, invitationId: string): Promise<SentInvitation> {
  const invitation_id = validateId(invitationId, 'invitationId');
  const functions = await context.supabase.functions();
  const { data, error } = await functions.invoke('send-invitation', {
    body: { invitation_id },
  });
  if (error) throw await functionFailure(error);
  return sentSchema.parse(data);
}
