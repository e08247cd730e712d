import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import { introspect } from '@supabase/postgrest-typegen/introspection';
import { type TypegenSource, withCatalogConnection } from './source.js';

/** Options of {@link generateTypes}: where to read the catalog, and which schemas to describe. */
export type GenerateTypesOptions = TypegenSource & {
  /** Schemas the `Database` type describes, in any order. Default `['public']`. */
  schemas?: string[];
};

/**
 * Generates the TypeScript `Database` type of the given schemas, as
 * `supabase gen types typescript --local` prints it: `Tables` (Row, Insert, Update,
 * Relationships), `Views`, `Functions`, `Enums` and `CompositeTypes` per schema, the
 * `Tables<>`, `TablesInsert<>`, `TablesUpdate<>`, `Enums<>` and `CompositeTypes<>` helpers and
 * the `Constants` object.
 *
 * It runs Supabase's own generator, `@supabase/postgrest-typegen` (the engine behind
 * postgres-meta's `/generators/typescript`): its introspection queries read the catalog, and
 * its TypeScript template writes the source, formatted as the CLI's output is.
 *
 * The options are the CLI's for a local database: one-to-one relationships are detected
 * (`PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS=true` unless
 * `--postgrest-v9-compat`), and no PostgREST version is passed, so there is no
 * `__InternalSupabase` key.
 *
 * @example
 * const source = await generateTypes({ db: backend.context.db, schemas: ['public'] });
 * @example
 * const source = await generateTypes({ connection: 'postgresql://postgres@127.0.0.1:54322/postgres' });
 */
export async function generateTypes(options: GenerateTypesOptions): Promise<string> {
  const { schemas = ['public'], ...source } = options;
  const metadata = await withCatalogConnection(source, (db) =>
    introspect(db, { includedSchemas: schemas }),
  );
  // The catalog returns rows in heap order, which differs between engines and runs: the
  // generator expects its input sorted, so equal schemas give byte-equal output.
  return generateTypescript(sortGeneratorMetadata(metadata), {
    detectOneToOneRelationships: true,
  });
}
