import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { QueryResult, Tx } from '@tandem/local-backend';
import { type EngineName, startTestBackend, type TestBackend } from '@tandem/local-backend/testing';

/** The repository root: the folder that holds `supabase/`. */
export const projectDir = fileURLToPath(new URL('../..', import.meta.url));

/** Starts a backend on `engine` with Tandem's migrations (and seed) applied. */
export function startBackend(engine: EngineName): Promise<TestBackend> {
  return startTestBackend({ engine, projectDir });
}

/** A user created directly in auth.users, with the claims of a GoTrue access token. */
export interface TestUser {
  id: string;
  email: string;
  claims: Record<string, unknown>;
}

/** Who makes a request: a user, or `null` for an anonymous (anon key) request. */
export type Actor = TestUser | null;

/** Runs `fn` as the service role's owner (bypasses RLS). */
export function admin<T>(backend: TestBackend, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return backend.context.db.withAdmin(fn);
}

/** Runs one statement as the owner and returns its rows. */
export async function adminQuery<Row = Record<string, unknown>>(
  backend: TestBackend,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const result = await backend.context.db.withAdmin((tx) => tx.query<Row>(sql, params));
  return result.rows;
}

/** Runs `fn` in one transaction with PostgREST's settings for `actor`, as a request would. */
export function asActor<T>(
  backend: TestBackend,
  actor: Actor,
  fn: (tx: Tx) => Promise<T>,
  extraSettings: Record<string, string> = {},
): Promise<T> {
  const identity = actor
    ? { role: 'authenticated', claims: actor.claims }
    : { role: 'anon', claims: { role: 'anon' } };
  return backend.context.db.withRequest(identity, async (tx) => {
    for (const [name, value] of Object.entries(extraSettings)) {
      await tx.query('select set_config($1, $2, true)', [name, value]);
    }
    return fn(tx);
  });
}

/** Runs one statement as `actor` and returns the result. */
export function query<Row = Record<string, unknown>>(
  backend: TestBackend,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<QueryResult<Row>> {
  return asActor(backend, actor, (tx) => tx.query<Row>(sql, params));
}

/**
 * Inserts a user into auth.users (which creates the profile through the trigger).
 * @param options.confirmed whether the email counts as verified. Default `true`.
 */
export async function createUser(
  backend: TestBackend,
  label: string,
  options: { confirmed?: boolean; displayName?: string } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@example.test`;
  const meta = options.displayName ? { display_name: options.displayName } : {};
  await adminQuery(
    backend,
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, $4, '{"provider":"email"}', now(), now())`,
    [
      id,
      email,
      options.confirmed === false ? null : new Date().toISOString(),
      JSON.stringify(meta),
    ],
  );
  return {
    id,
    email,
    claims: { sub: id, role: 'authenticated', aud: 'authenticated', email },
  };
}

/** Signs a GoTrue-shaped access token for `user` with the backend's HS256 secret. */
export function accessToken(backend: TestBackend, user: TestUser): Promise<string> {
  return backend.context.keys.signHs256({ ...user.claims }, 3600);
}

/** The Postgres error a promise rejects with (fails the test when it resolves). */
export async function pgError(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { code: e.code ?? '', message: e.message ?? String(error) };
  }
  throw new Error('expected the statement to fail, but it succeeded');
}
