import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.js';
import type { KeyValueStorage } from './memory-storage.js';
import type { InvalidRowReporter } from './validate.js';

/** The typed supabase-js client every namespace calls through. */
export type TypedSupabaseClient = SupabaseClient<Database>;

/** What every namespace of the client shares; built once by `createTandemClient`. */
export interface ClientContext {
  /** The underlying supabase-js client. */
  readonly supabase: TypedSupabaseClient;
  /** The Supabase project URL, for endpoints supabase-js does not wrap (resumable uploads). */
  readonly url: string;
  /** The publishable or anon key, sent as `apikey` to those endpoints. */
  readonly key: string;
  /** Origin of the app (`https://tandem.example`); auth links return to its `/auth/callback`. */
  readonly appUrl: string | undefined;
  /** Small client-side preferences (last opened workspace). */
  readonly preferences: KeyValueStorage;
  /** Told about each row of a list left out because it did not match its schema. */
  readonly reportInvalidRow: InvalidRowReporter;
}
