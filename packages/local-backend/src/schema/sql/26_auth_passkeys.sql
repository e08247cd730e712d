-- Passkeys as GoTrue stores them: each user's WebAuthn credentials and the short-lived
-- challenges of registration and sign-in ceremonies (a sign-in challenge names no user, as
-- discoverable credentials say who they are). Owned by the auth surface.
create table if not exists auth.webauthn_credentials (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  credential_id bytea not null,
  public_key bytea not null,
  attestation_type text not null default '',
  aaguid uuid,
  sign_count bigint not null default 0,
  transports jsonb not null default '[]'::jsonb,
  backup_eligible boolean not null default false,
  backed_up boolean not null default false,
  friendly_name text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null,
  last_used_at timestamptz
);
comment on table auth.webauthn_credentials is 'auth: passkey credentials of users';
create unique index if not exists webauthn_credentials_credential_id_key
  on auth.webauthn_credentials (credential_id);
create index if not exists webauthn_credentials_user_id_idx
  on auth.webauthn_credentials (user_id);

create table if not exists auth.webauthn_challenges (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  challenge_type text not null check (challenge_type in ('signup', 'registration', 'authentication')),
  session_data jsonb not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
comment on table auth.webauthn_challenges is 'auth: open passkey ceremonies, each usable once';
create index if not exists webauthn_challenges_user_id_idx on auth.webauthn_challenges (user_id);
create index if not exists webauthn_challenges_expires_at_idx on auth.webauthn_challenges (expires_at);

grant all on auth.webauthn_credentials, auth.webauthn_challenges to supabase_auth_admin;
