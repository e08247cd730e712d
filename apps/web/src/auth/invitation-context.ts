import { invitedEmailOf, isInvitationPath } from '../session/next-path';

/** What the sign-in and sign-up cards say to someone who came from an invitation link. */
export interface InvitationContext {
  /** The sign-in card's title. */
  signInTitle: string;
  /** The sign-in card's description: who was invited and what to do. */
  signInDescription: string;
  /** The sign-up card's description. */
  signUpDescription: string;
}

/**
 * The words of the sign-in and sign-up cards when `next` is an invitation link, so an invitee
 * who is not signed in knows why they are asked to and what follows; `undefined` otherwise.
 * The workspace is named once they are signed in: its name is for members and invitees only.
 */
export function invitationContextOf(next: string | undefined): InvitationContext | undefined {
  if (!isInvitationPath(next)) return undefined;
  const email = invitedEmailOf(next);
  const who = email ? `The invitation is for ${email}.` : 'You were invited to a Tandem workspace.';
  return {
    signInTitle: 'Sign in to accept your invitation',
    signInDescription: `${who} Sign in, or sign up if you are new, and you will go straight to it.`,
    signUpDescription: `${who} Create your account and you will go straight to the invitation.`,
  };
}
