// The generated `Database` type of Tandem's migrations (supabase/types). Re-exported here so
// the published declarations carry it: the build inlines it and needs nothing unpublished.
export type { Database, Json } from '../../../supabase/types/database.js';
