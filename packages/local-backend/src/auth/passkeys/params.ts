import { isUuid } from '../../uuid.js';
import { AuthError, validationFailed } from '../errors.js';

/** The body both verify endpoints take, checked in GoTrue's order. */
export function credentialParams(body: Record<string, unknown>): {
  challengeId: string;
  credential: Record<string, unknown>;
} {
  const challengeId = body.challenge_id;
  if (typeof challengeId !== 'string' || !challengeId) {
    throw validationFailed('challenge_id is required');
  }
  const credential = body.credential;
  if (credential === undefined || credential === null) {
    throw validationFailed('credential is required');
  }
  if (!isUuid(challengeId)) throw validationFailed('challenge_id must be a valid UUID');
  if (typeof credential !== 'object' || Array.isArray(credential)) {
    throw new AuthError(400, 'webauthn_verification_failed', 'Invalid credential response');
  }
  return { challengeId, credential: credential as Record<string, unknown> };
}

/**
 * 400 `webauthn_verification_failed`: a malformed or forged attestation or assertion (wrong
 * origin, relying party, challenge or signature, an unknown credential). Thrown, so it also
 * serves as a `.catch` handler for the verifier's own errors.
 */
export function verificationFailed(): never {
  throw new AuthError(400, 'webauthn_verification_failed', 'Credential verification failed');
}
