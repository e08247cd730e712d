import type { InvitationInfo } from '@tandem/api-client';
import { ERROR_CATALOGUE, type ErrorCode } from '@tandem/schemas';

/** Why the signed-in user cannot accept an invitation, as the invite page shows it. */
export interface InvitationProblem {
  /** The catalogue code (a sender's rate limits and quotas are not the invitee's problem). */
  code: Exclude<
    Extract<ErrorCode, `invite/${string}`>,
    'invite/rate-limited' | 'invite/quota-exceeded'
  >;
  /** The page's heading. */
  title: string;
  /** The catalogue's message. */
  message: string;
}

const TITLES: Record<InvitationProblem['code'], string> = {
  'invite/expired': 'This invitation has expired',
  'invite/revoked': 'This invitation was revoked',
  'invite/used': 'This invitation was already used',
  'invite/wrong-email': 'This invitation is for someone else',
};

/** The problem of code `code`, with its heading and the catalogue's message. */
export function problemOf(code: InvitationProblem['code']): InvitationProblem {
  return { code, title: TITLES[code], message: ERROR_CATALOGUE[code].message };
}

/**
 * What stands between `email` and accepting `invitation`, judged from what the page knows
 * (the server judges again on accepting): its state, then the address.
 */
export function invitationProblem(
  invitation: InvitationInfo,
  email: string | undefined,
): InvitationProblem | null {
  switch (invitation.state) {
    case 'expired':
      return problemOf('invite/expired');
    case 'revoked':
      return problemOf('invite/revoked');
    case 'accepted':
      return problemOf('invite/used');
    case 'pending':
      return email && email.toLowerCase() !== invitation.email.toLowerCase()
        ? problemOf('invite/wrong-email')
        : null;
  }
}
