import type { User } from '@supabase/supabase-js';
import type { AuthUser } from './types.js';

function nameIn(metadata: Record<string, unknown>, key: string): string | null {
  const value = metadata[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The {@link AuthUser} of a supabase-js user. */
export function toAuthUser(user: User): AuthUser {
  const metadata = user.user_metadata ?? {};
  return {
    id: user.id,
    email: user.email ?? '',
    // GitHub sign-ups carry the provider's `full_name`/`name` instead of our `display_name`.
    displayName:
      nameIn(metadata, 'display_name') ?? nameIn(metadata, 'full_name') ?? nameIn(metadata, 'name'),
    emailConfirmed: Boolean(user.email_confirmed_at),
  };
}
