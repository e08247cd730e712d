import type { Invitation } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import type { AcceptedInvitation } from './accept.js';
import { accept } from './accept.js';
import type { InvitationInfo } from './get-invitation.js';
import { getInvitation } from './get-invitation.js';
import { type InvitationCreate, invite } from './invite.js';
import { type InvitationLinkInput, linkFor } from './link-for.js';
import { listPending } from './list-pending.js';
import { revoke } from './revoke.js';
import type { SentInvitation } from './send.js';
import { send } from './send.js';

export type { AcceptedInvitation } from './accept.js';
export type { InvitationInfo } from './get-invitation.js';
export type { InvitationCreate } from './invite.js';
export type { InvitationLinkInput } from './link-for.js';
export type { SentInvitation } from './send.js';

/** The `invitations` namespace of the client. */
export interface InvitationsApi {
  /** Pending invitations, newest first (admins and the owner; empty for other roles). */
  listPending(workspaceId: string): Promise<Invitation[]>;
  /** Invites an address; returns the invitation with its token. */
  invite(input: InvitationCreate): Promise<Invitation>;
  /**
   * The link to send an invitee: `<appUrl>/invite/<token>`, with `?email=<address>` when the
   * invitation (not only its token) is given, so the screens a signed-out invitee meets first
   * can fill in the invited address.
   */
  linkFor(invitation: InvitationLinkInput | string): string;
  /**
   * Emails the invitation to its address (Edge Function `send-invitation`); refused with
   * `invite/rate-limited` within a minute of the last send, `invite/quota-exceeded` past the
   * hourly quotas.
   */
  send(invitationId: string): Promise<SentInvitation>;
  /** Revokes a pending invitation and returns it. */
  revoke(invitationId: string): Promise<Invitation>;
  /** What an invitation link is for, and its state; `data/not-found` for unknown tokens. */
  get(token: string): Promise<InvitationInfo>;
  /** Accepts an invitation; returns the workspace joined. */
  accept(token: string): Promise<AcceptedInvitation>;
}

/** Builds the `invitations` namespace over the shared client context. */
export function createInvitationsApi(context: ClientContext): InvitationsApi {
  return {
    listPending: (workspaceId: string) => listPending(context, workspaceId),
    invite: (input: InvitationCreate) => invite(context, input),
    linkFor: (invitation: InvitationLinkInput | string) => linkFor(context, invitation),
    send: (invitationId: string) => send(context, invitationId),
    revoke: (invitationId: string) => revoke(context, invitationId),
    get: (token: string) => getInvitation(context, token),
    accept: (token: string) => accept(context, token),
  };
}
