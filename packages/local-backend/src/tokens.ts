import type { JWTPayload } from 'jose';

/** Verified access-token claims; `role` selects the database role. */
export type AccessTokenClaims = JWTPayload & { role?: string; [claim: string]: unknown };

/** Why a token was refused: `expired` maps to PostgREST's PGRST303, the rest to PGRST301. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
  constructor(
    message: string,
    readonly reason: 'expired' | 'invalid',
  ) {
    super(message);
  }
}

/**
 * Verifies an access token and returns its claims, or throws {@link InvalidTokenError}.
 */
export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

/** The refusal of a value that is not a three-part JWT at all. */
export const MALFORMED_JWT = 'Expected 3 parts in JWT; got a malformed token';
