-- The OAuth 2.1 server's registered clients, as GoTrue keeps them in auth.oauth_clients
-- (its comma-separated lists are arrays here). Only a hash of a confidential client's secret
-- is stored; deleting a client stamps deleted_at, as GoTrue does. Owned by the auth surface.
create table if not exists auth.oauth_clients (
  id uuid primary key,
  client_secret_hash text,
  registration_type text not null check (registration_type in ('dynamic', 'manual')),
  client_type text not null check (client_type in ('public', 'confidential')),
  token_endpoint_auth_method text not null
    check (token_endpoint_auth_method in ('none', 'client_secret_basic', 'client_secret_post')),
  client_name text,
  client_uri text,
  logo_uri text,
  redirect_uris text[] not null,
  grant_types text[] not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);
comment on table auth.oauth_clients is 'auth: clients registered with the OAuth 2.1 server';
create index if not exists oauth_clients_created_at_idx on auth.oauth_clients (created_at)
  where deleted_at is null;

grant all on auth.oauth_clients to supabase_auth_admin;
