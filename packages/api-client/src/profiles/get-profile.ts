import { type Profile, profileSchema } from '@tandem/schemas';
import type { SupabaseParts } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow } from '../internal/validate.js';

/**
 * The profile of `userId`. Profiles are visible to the user themself and to the people who
 * share a workspace with them; anyone else's is `data/not-found`.
 */
export async function getProfile(supabase: SupabaseParts, userId: string): Promise<Profile> {
  const row = await unwrapOne(
    supabase.from('profiles').select('*').eq('id', userId).limit(1).maybeSingle(),
  );
  return parseRow(profileSchema, row);
}
