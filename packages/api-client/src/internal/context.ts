import type { GoTrueClient } from '@supabase/auth-js';
import type { FunctionsClient } from '@supabase/functions-js';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { RealtimeClient } from '@supabase/realtime-js';
import type { StorageClient } from '@supabase/storage-js';
import type { Database } from '../database.js';
import type { KeyValueStorage } from './memory-storage.js';
import type { InvalidRowReporter } from './validate.js';

/** PostgREST typed with Tandem's schema. */
type TandemPostgrest = PostgrestClient<Database>;

/**
 * The supabase-js parts the client calls through: auth and PostgREST are built with the client;
 * realtime, storage and functions are each fetched and built on their first use, so a consumer
 * that never opens a channel or touches a file never loads their code. Every part sends the
 * project key and the session's access token, as supabase-js's client does.
 */
export interface SupabaseParts {
  /** Supabase Auth (`@supabase/auth-js`): the session, sign-in, MFA and their events. */
  readonly auth: GoTrueClient;
  /** A query of a table or view (`@supabase/postgrest-js`). */
  readonly from: TandemPostgrest['from'];
  /** A call of a database function (`@supabase/postgrest-js`). */
  readonly rpc: TandemPostgrest['rpc'];
  /** The realtime client (`@supabase/realtime-js`), loaded on the first call. */
  realtime(): Promise<RealtimeClient>;
  /** The storage client (`@supabase/storage-js`), loaded on the first call. */
  storage(): Promise<StorageClient>;
  /** The Edge Functions client (`@supabase/functions-js`), loaded on the first call. */
  functions(): Promise<FunctionsClient>;
}

/** What every namespace of the client shares; built once by `createTandemClient`. */
export interface ClientContext {
  /** The supabase-js parts. */
  readonly supabase: SupabaseParts;
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
