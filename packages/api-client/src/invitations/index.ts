import type { ClientContext } from '../internal/context.js';
import { accept } from './accept.js';
import { getInvitation } from './get-invitation.js';
import { type InvitationCreate, invite } from './invite.js';
import { linkFor } from './link-for.js';
import { listPending } from './list-pending.js';
import { revoke } from './revoke.js';
import { send } from './send.js';

export type { AcceptedInvitation } from './accept.js';
export type { InvitationInfo } from './get-invitation.js';
export type { InvitationCreate } from './invite.js';
export type { SentInvitation } from './send.js';

/** The `invitations` namespace of the client. */
export type InvitationsApi = ReturnType<typeof createInvitationsApi>;

/** Builds the `invitations` namespace over the shared client context. */
export function createInvitationsApi(context: ClientContext) {
  return {
    /** Pending invitations, newest first (admins and the owner; empty for other roles). */
    listPending: (workspaceId: string) => listPending(context, workspaceId),
    /** Invites an address; returns the invitation with its token. */
    invite: (input: InvitationCreate) => invite(context, input),
    /**
     * The link to send an invitee: `<appUrl>/invite/<token>`, with `?email=<address>` when the
     * invitation (not only its token) is given, so the screens a signed-out invitee meets first
     * can fill in the invited address.
     */
    linkFor: (invitation: Parameters<typeof linkFor>[1]) => linkFor(context, invitation),
    /**
     * Emails the invitation to its address (Edge Function `send-invitation`); refused with
     * `invite/rate-limited` within a minute of the last send.
     */
    send: (invitationId: string) => send(context, invitationId),
    /** Revokes a pending invitation and returns it. */
    revoke: (invitationId: string) => revoke(context, invitationId),
    /** What an invitation link is for, and its state; `data/not-found` for unknown tokens. */
    get: (token: string) => getInvitation(context, token),
    /** Accepts an invitation; returns the workspace joined. */
    accept: (token: string) => accept(context, token),
  };
}
