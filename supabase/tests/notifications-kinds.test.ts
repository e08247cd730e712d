import { engines, type TestBackend } from '@tandem/local-backend/testing';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KINDS_EMAILED_BY_DEFAULT,
} from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createUser, startBackend } from './helpers.js';

// The Edge Function's module is Deno's (`.ts` imports), outside this package's type check: it
// is loaded at run time, with the one export used here typed by hand.
const email = new URL('../functions/send-notification-digest/email.ts', import.meta.url).href;
const { KIND_NAMES } = (await import(/* @vite-ignore */ email)) as {
  KIND_NAMES: Record<string, string>;
};

describe('the digest email’s names of the kinds', () => {
  it('are @tandem/schemas’ labels, for every kind', () => {
    expect(KIND_NAMES).toEqual(NOTIFICATION_KIND_LABELS);
  });
});

describe.each(engines)('notification kinds on %s', (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  it('are the values of public.notification_kind, in order', async () => {
    const [row] = await adminQuery<{ labels: string[] }>(
      backend,
      `select array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
       from pg_enum e where e.enumtypid = 'public.notification_kind'::regtype`,
    );
    expect(row?.labels).toEqual([...NOTIFICATION_KINDS]);
  });

  it('default to the inbox for every kind and email for the kinds @tandem/schemas names', async () => {
    const person = await createUser(backend, 'defaults');
    const rows = await adminQuery<{ kind: string; in_app: boolean; email: boolean }>(
      backend,
      `select k.kind::text as kind, p.in_app, p.email
       from unnest(enum_range(null::public.notification_kind)) with ordinality as k (kind, n)
       cross join lateral private.notification_preference($1, k.kind) p
       order by k.n`,
      [person.id],
    );
    expect(rows).toEqual(
      NOTIFICATION_KINDS.map((kind) => ({
        kind,
        in_app: true,
        email: NOTIFICATION_KINDS_EMAILED_BY_DEFAULT.includes(kind),
      })),
    );
  });
});
