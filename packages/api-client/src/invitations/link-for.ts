import type { Invitation } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';

/** What a link is made from: an invitation's token, and its address when known. */
export interface InvitationLinkInput
  extends Pick<Invitation, 'token'>,
    Partial<Pick<Invitation, 'email'>> {}

/**
 * The link to send an invitee: `<appUrl>/invite/<token>`, with `?email=<address>` when the
 * invitation (not only its token) is given, so the sign-up and sign-in screens a signed-out
 * invitee meets first can fill in the invited address. Without an `appUrl` (outside a browser,
 * none configured) the link is the path alone, `/invite/<token>`.
 */
export function linkFor(
  context: Pick<ClientContext, 'appUrl'>,
  invitation: InvitationLinkInput | string,
): string {
  const token = typeof invitation === 'string' ? invitation : invitation.token;
  const email = typeof invitation === 'string' ? undefined : invitation.email;
  const origin = (context.appUrl ?? '').replace(/\/+$/, '');
  const query = email ? `?${new URLSearchParams({ email })}` : '';
  return `${origin}/invite/${encodeURIComponent(token)}${query}`;
}
