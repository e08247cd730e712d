import bcrypt from 'bcryptjs';
import { AuthError, validationFailed } from './errors.js';
import type { AuthSettings } from './settings.js';

/** GoTrue's (and bcrypt's) upper bound on password length. */
export const MAX_PASSWORD_LENGTH = 72;

/**
 * Hashes a password with bcrypt, as GoTrue stores it in `encrypted_password`, at the cost the
 * settings give.
 */
export function hashPassword(password: string, settings: AuthSettings): Promise<string> {
  return bcrypt.hash(password, settings.passwordHashCost);
}

/** Compares a password with a stored bcrypt hash; `false` for a missing hash. */
export async function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}

/**
 * Applies the password rules (`minimum_password_length`, `password_requirements`): throws
 * 422 `weak_password` with every reason, or 400 `validation_failed` when too long.
 */
export function checkPasswordStrength(password: string, settings: AuthSettings): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < settings.minPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${settings.minPasswordLength} characters.`);
  }
  const missing = settings.requiredCharacters.some(
    (set) => set && ![...set].some((ch) => password.includes(ch)),
  );
  if (missing) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${settings.requiredCharacters.join(', ')}.`,
    );
  }
  if (reasons.length) {
    const message = messages.join(' ');
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
  }
}
