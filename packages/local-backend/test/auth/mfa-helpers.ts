import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import { pkceClient, uniqueEmail } from './helpers.js';

/** A project with TOTP on, three factors per user at most, and a table only aal2 may read. */
export function mfaProject(): string {
  return tempProject(
    {
      '20240101000000_vault.sql': `
        create table public.vault (id int primary key, secret text not null);
        insert into public.vault values (1, 'launch codes');
        alter table public.vault enable row level security;
        grant select on public.vault to authenticated;
        create policy "aal2 reads the vault" on public.vault
          for select to authenticated using ((auth.jwt() ->> 'aal') = 'aal2');
      `,
    },
    undefined,
    `[auth]
site_url = "http://127.0.0.1:3000"
enable_anonymous_sign_ins = true

[auth.mfa]
max_enrolled_factors = 3

[auth.mfa.totp]
enroll_enabled = true
verify_enabled = true
`,
  );
}

/** The 6-digit code of a base32 secret at `at` (ms), as an authenticator app shows it. */
export function totpCode(secret: string, at: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

/** A code of the same secret that is wrong at `at` (the one from ten minutes later). */
export function wrongCode(secret: string, at: number): string {
  const right = totpCode(secret, at);
  const other = totpCode(secret, at + 600_000);
  return other === right ? String((Number(right) + 1) % 1_000_000).padStart(6, '0') : other;
}

/** The `aal` and `amr` methods of an access token. */
export function assurance(token: string | undefined): { aal: unknown; amr: string[] } {
  const claims = decodeJwt(token ?? '');
  const amr = (claims.amr as { method: string }[] | undefined) ?? [];
  return { aal: claims.aal, amr: amr.map((entry) => entry.method) };
}

/** A new password user signed in through its own supabase-js client. */
export async function passwordUser(backend: TestBackend) {
  const email = uniqueEmail('mfa');
  const password = 'correct-horse-battery';
  const client = pkceClient(backend);
  const { data, error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  return { email, password, client, userId: data.user?.id as string };
}

/** Signs the same user in again on a fresh client (a second device): an aal1 session. */
export async function signInAgain(backend: TestBackend, email: string, password: string) {
  const client = pkceClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

/** Enrolls a TOTP factor and verifies it with a computed code; returns its id and secret. */
export async function enrollVerified(client: SupabaseClient, at: () => number, name = 'phone') {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name });
  expect(error).toBeNull();
  const factorId = data?.id as string;
  const secret = data?.totp.secret as string;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: totpCode(secret, at()),
  });
  expect(verified.error).toBeNull();
  return { factorId, secret };
}
