import { createHash } from 'node:crypto';

/** Providers the built-in fake consent page can stand in for. */
export const FAKE_PROVIDERS = ['github', 'google'];

/** A stable fake provider user id for an email, so the same person keeps one identity. */
export function providerIdFor(provider: string, email: string): string {
  const digest = createHash('sha256').update(`${provider}:${email}`).digest();
  return provider === 'github'
    ? String(digest.readUInt32BE(0) % 100_000_000)
    : `1${digest.readBigUInt64BE(0).toString().padStart(20, '0').slice(0, 20)}`;
}
