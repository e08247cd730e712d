import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, pgError, query, startBackend, type TestUser } from './helpers.js';
import { createWorkspace, uniqueSlug } from './world.js';

describe.each(engines)('is_slug_available on %s', (engine) => {
  let backend: TestBackend;
  let owner: TestUser;
  let outsider: TestUser;
  let takenSlug: string;

  const available = (actor: TestUser | null, slug: string) =>
    query<{ available: boolean }>(
      backend,
      actor,
      'select public.is_slug_available($1) as available',
      [slug],
    ).then((result) => result.rows[0]?.available);

  beforeAll(async () => {
    backend = await startBackend(engine);
    [owner, outsider] = await Promise.all([
      createUser(backend, 'owner'),
      createUser(backend, 'outsider'),
    ]);
    const id = await createWorkspace(backend, owner);
    const rows = await query<{ slug: string }>(
      backend,
      owner,
      'select slug from public.workspaces where id = $1',
      [id],
    );
    takenSlug = rows.rows[0]?.slug as string;
  });
  afterAll(() => backend?.stop());

  it('reports a slug taken by a workspace the caller cannot see', async () => {
    const visible = await query(
      backend,
      outsider,
      'select 1 from public.workspaces where slug = $1',
      [takenSlug],
    );
    expect(visible.rows).toHaveLength(0);
    expect(await available(outsider, takenSlug)).toBe(false);
    expect(await available(owner, takenSlug)).toBe(false);
    expect(await available(outsider, 'acme')).toBe(false);
  });

  it('reports a free slug as available, and again taken once created', async () => {
    const slug = uniqueSlug('free');
    expect(await available(outsider, slug)).toBe(true);
    await query(backend, outsider, 'select public.create_workspace($1, $2)', ['Free', slug]);
    expect(await available(owner, slug)).toBe(false);
  });

  it('compares the slug exactly, as the unique constraint does', async () => {
    expect(await available(outsider, takenSlug.toUpperCase())).toBe(true);
    expect(await available(outsider, ` ${takenSlug}`)).toBe(true);
  });

  it('requires a signed-in user', async () => {
    const error = await pgError(available(null, takenSlug));
    expect(error.code).toBe('42501');
  });

  it('is executable by authenticated only', async () => {
    const grants = await query<{ anon: boolean; authenticated: boolean; public: boolean }>(
      backend,
      owner,
      `select has_function_privilege('anon', 'public.is_slug_available(text)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.is_slug_available(text)', 'execute') as authenticated,
              exists (
                select 1 from pg_proc p, aclexplode(p.proacl) a
                where p.oid = 'public.is_slug_available(text)'::regprocedure and a.grantee = 0
              ) as public`,
    );
    expect(grants.rows[0]).toEqual({ anon: false, authenticated: true, public: false });
  });
});
