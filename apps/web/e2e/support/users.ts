import { randomUUID } from 'node:crypto';
import { LOCAL_SECRET_KEY } from '@tandem/local-backend';
import { BACKEND_URL } from './urls';

/** A password that meets the rules (8–72 characters, a letter and a digit). */
export const PASSWORD = 'correct-horse-42';

/** A test user's credentials. */
export interface TestUser {
  email: string;
  password: string;
  displayName: string;
}

/** An address no other test uses, so tests stay independent (and per-address limits apart). */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@e2e.tandem.test`;
}

/**
 * Creates a user through the auth admin API (no email sent), confirmed unless told otherwise:
 * quicker than signing up through the UI in tests about something else.
 */
export async function createUser(
  label: string,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<TestUser> {
  const user = {
    email: uniqueEmail(label),
    password: PASSWORD,
    displayName: `${label[0]?.toUpperCase()}${label.slice(1)} Tester`,
  };
  const response = await fetch(`${BACKEND_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SECRET_KEY,
      authorization: `Bearer ${LOCAL_SECRET_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email: user.email,
      password: user.password,
      email_confirm: confirmed,
      user_metadata: { display_name: user.displayName },
    }),
  });
  if (!response.ok) throw new Error(`creating ${user.email}: ${await response.text()}`);
  return user;
}
