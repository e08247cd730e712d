import type { Invitation } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';

/**
 * The link to send an invitee: `<appUrl>/invite/<token>`. Without an `appUrl` (outside a
 * browser, none configured) the link is the path alone, `/invite/<token>`.
 */
export function linkFor(
  context: ClientContext,
  invitation: Pick<Invitation, 'token'> | string,
): string {
  const token = typeof invitation === 'string' ? invitation : invitation.token;
  const origin = (context.appUrl ?? '').replace(/\/+$/, '');
  return `${origin}/invite/${encodeURIComponent(token)}`;
}
