import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/engine.js';
import { audit } from './audit.js';
import { type FactorRow, listFactors, serializeFactor } from './mfa/factors.js';

/** A row of `auth.users` as this surface reads it. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

/** A row of `auth.identities`. */
export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

/** Lower-cases and trims an email address, as GoTrue stores them. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether `email` has the shape GoTrue accepts. */
export function isValidEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_PATTERN.test(email);
}

/** Finds a user by id. */
export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const result = await tx.query<UserRow>('select * from auth.users where id = $1', [id]);
  return result.rows[0];
}

/** Finds a non-SSO user by (normalised) email. */
export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const result = await tx.query<UserRow>(
    'select * from auth.users where lower(email) = $1 and is_sso_user = false limit 1',
    [normalizeEmail(email)],
  );
  return result.rows[0];
}

/** Identities of a user, oldest first. */
export async function listIdentities(tx: Tx, userId: string): Promise<IdentityRow[]> {
  const result = await tx.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  );
  return result.rows;
}

/** What {@link insertUser} stores. */
export interface NewUser {
  email?: string | null;
  phone?: string | null;
  passwordHash?: string | null;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  /** When the email counts as confirmed (`null`: not yet). */
  emailConfirmedAt?: Date | null;
  isAnonymous?: boolean;
  invitedAt?: Date | null;
  role?: string;
}

/**
 * Inserts a user and, when there is one, its first identity, in the caller's transaction:
 * the same statements GoTrue runs, so triggers on `auth.users` (e.g. creating a profile)
 * fire as on hosted Supabase and see the user's metadata.
 */
export async function insertUser(
  tx: Tx,
  user: NewUser,
  now: Date,
  identity?: { provider: string; providerId?: string; data?: Record<string, unknown> },
): Promise<UserRow> {
  const id = randomUUID();
  const provider = identity?.provider ?? (user.isAnonymous ? 'anonymous' : 'email');
  const appMetadata = {
    provider,
    providers: [provider],
    ...user.appMetadata,
  };
  const result = await tx.query<UserRow>(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, phone,
       is_anonymous, confirmation_token, recovery_token, email_change_token_new, email_change
     ) values (
       '00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4, $5, $6,
       $7, $8, false, $9, $9, $10, $11, '', '', '', ''
     ) returning *`,
    [
      id,
      user.role ?? 'authenticated',
      user.email ? normalizeEmail(user.email) : null,
      user.passwordHash ?? null,
      user.emailConfirmedAt ?? null,
      user.invitedAt ?? null,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata ?? {}),
      now,
      user.phone ?? null,
      user.isAnonymous ?? false,
    ],
  );
  const row = result.rows[0] as UserRow;
  if (identity || user.email) {
    const providerId = identity?.providerId ?? id;
    const data = identity?.data ?? {
      sub: id,
      email: row.email,
      email_verified: Boolean(user.emailConfirmedAt),
      phone_verified: false,
    };
    await insertIdentity(tx, id, provider, providerId, data, now);
  }
  await audit(tx, now, 'user_signedup', row, { provider });
  return row;
}

/** Adds an identity to a user. */
export async function insertIdentity(
  tx: Tx,
  userId: string,
  provider: string,
  providerId: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5, $5)`,
    [providerId, userId, JSON.stringify(data), provider, now],
  );
}

/** Recomputes `app_metadata.providers` from the user's identities, as GoTrue does. */
export async function syncProviders(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) ||
       jsonb_build_object('providers', coalesce(
         (select jsonb_agg(distinct i.provider) from auth.identities i where i.user_id = $1),
         '[]'::jsonb))
     where id = $1`,
    [userId],
  );
}

function iso(value: Date | null | undefined): string | undefined {
  return value ? new Date(value).toISOString() : undefined;
}

/**
 * The JSON user object GoTrue returns (`omitempty` fields left out when unset, `factors` too
 * when the user has none).
 */
export function serializeUser(
  user: UserRow,
  identities: IdentityRow[],
  factors: FactorRow[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at ?? user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(serializeIdentity),
    factors: factors.length ? factors.map(serializeFactor) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

/** The JSON identity object GoTrue returns. */
export function serializeIdentity(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/** Serialises a user with its identities and factors, read in `tx`. */
export async function userJson(tx: Tx, user: UserRow): Promise<Record<string, unknown>> {
  return serializeUser(user, await listIdentities(tx, user.id), await listFactors(tx, user.id));
}

/** Loads and serialises a user with its identities and factors. */
export async function loadUserJson(tx: Tx, id: string): Promise<Record<string, unknown>> {
  const user = await findUserById(tx, id);
  if (!user) throw new Error(`user ${id} vanished`);
  return userJson(tx, user);
}
