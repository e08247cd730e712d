-- Multi-factor authentication as GoTrue stores it: enrolled factors and the challenges issued
-- against them. The amr claims of a session (auth.mfa_amr_claims) live in 20_auth.sql.
-- Owned by the auth surface.
do $$
begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end $$;

do $$
begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end $$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text unique default null,
  last_challenged_at timestamptz default null,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

grant all on auth.mfa_factors, auth.mfa_challenges to supabase_auth_admin;
