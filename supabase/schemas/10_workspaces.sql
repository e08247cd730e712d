-- Profiles, workspaces, their members and invitations: who may do what where. The
-- membership helpers (is_member, has_role, require_role) that every policy calls live here.

-- Function bodies are checked when they run, not when they are created (as in pg_dump's output),
-- so a helper may read a table declared further down or in a later file.
set check_function_bodies = off;

create type public.member_role as enum ('viewer', 'member', 'admin', 'owner');;

create table public.profiles (
  id uuid not null,
  display_name text not null,
  avatar_path text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint profiles_pkey primary key (id),
  constraint profiles_id_fkey foreign key (id) references auth.users(id) on delete cascade,
  constraint profiles_avatar_path_check check (((avatar_path is null) or private.is_trimmed_text(avatar_path, 1, 1024))),
  constraint profiles_avatar_path_own_folder check (((avatar_path is null) or (avatar_path ~~ ((id)::text || '/_%'::text)))),
  constraint profiles_display_name_check check (private.is_trimmed_text(display_name, 1, 60))
);

alter table public.profiles enable row level security;

comment on table public.profiles is
  'One per auth user, created by a trigger on auth.users.';

grant insert, select, update, delete on table public.profiles to service_role;
grant select, update on table public.profiles to authenticated;

-- A profile goes away with its auth user (cascade), not on its own.
create policy profiles_delete on public.profiles for delete to authenticated
  using (false);

-- Profiles are created by the auth.users trigger, never by clients.
create policy profiles_insert on public.profiles for insert to authenticated
  with check (false);

-- Every user edits their own profile (display name, avatar) and no one else's.
create policy profiles_update on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create table public.workspaces (
  id uuid not null default gen_random_uuid(),
  "name" text not null,
  slug text not null,
  created_by uuid,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint workspaces_pkey primary key (id),
  constraint workspaces_slug_key unique (slug),
  constraint workspaces_name_check check (private.is_trimmed_text(name, 1, 60)),
  constraint workspaces_slug_check check (char_length(slug) between 3 and 40 and slug ~ '^[a-z0-9](-?[a-z0-9])*$')
);

alter table public.workspaces enable row level security;

grant insert, select, update, delete on table public.workspaces to service_role;
grant select, update, delete on table public.workspaces to authenticated;

-- A workspace without its owner membership must never exist, so creation goes through the
-- create_workspace RPC, which writes both in one transaction.
create policy workspaces_insert on public.workspaces for insert to authenticated
  with check (false);

create table public.workspace_members (
  workspace_id uuid not null,
  user_id uuid not null,
  role public.member_role not null,
  joined_at timestamp with time zone not null default now(),
  constraint workspace_members_pkey primary key (workspace_id, user_id)
);

alter table public.workspace_members enable row level security;

create unique index workspace_members_one_owner_idx ON public.workspace_members (workspace_id) WHERE (role = 'owner'::public.member_role);
create index workspace_members_user_id_idx ON public.workspace_members (user_id, workspace_id);

grant insert, select, update, delete on table public.workspace_members to service_role;
grant select on table public.workspace_members to authenticated;

create policy workspace_members_delete on public.workspace_members for delete to authenticated
  using (false);

-- Memberships change only through RPCs (create_workspace, accept_invitation,
-- change_member_role, transfer_ownership, remove_member, leave_workspace): each applies the
-- role rules of PRODUCT.md §4 and keeps exactly one owner, which a plain write could break.
create policy workspace_members_insert on public.workspace_members for insert to authenticated
  with check (false);

create policy workspace_members_update on public.workspace_members for update to authenticated
  using (false);

create table public.invitations (
  id uuid not null default gen_random_uuid(),
  workspace_id uuid not null,
  email text not null,
  role public.member_role not null,
  token text not null,
  invited_by uuid,
  created_at timestamp with time zone not null default now(),
  expires_at timestamp with time zone not null default (now() + '7 days'::interval),
  accepted_at timestamp with time zone,
  revoked_at timestamp with time zone,
  last_sent_at timestamp with time zone,
  constraint invitations_pkey primary key (id),
  constraint invitations_token_key unique (token),
  constraint invitations_check check ((expires_at > created_at)),
  constraint invitations_check1 check (((accepted_at is null) or (revoked_at is null))),
  constraint invitations_email_check check (((email = lower(btrim(email))) and ((char_length(email) >= 3) and (char_length(email) <= 254)) and (email ~~ '%_@_%'::text))),
  constraint invitations_role_check check ((role <> 'owner'::public.member_role)),
  constraint invitations_token_check check ((char_length(token) >= 32))
);

alter table public.invitations enable row level security;

create index invitations_invited_by_idx ON public.invitations (invited_by, created_at);
create index invitations_pending_email_idx ON public.invitations (workspace_id, email) WHERE ((accepted_at IS NULL) AND (revoked_at IS NULL));
create index invitations_workspace_id_idx ON public.invitations (workspace_id, created_at DESC);

grant insert, select, update, delete on table public.invitations to service_role;
grant select on table public.invitations to authenticated;

-- Invitations are kept as history (accepted, revoked, expired); they are never deleted.
create policy invitations_delete on public.invitations for delete to authenticated
  using (false);

-- Tokens and expiry are generated by invite_member; state changes go through
-- accept_invitation and revoke_invitation, which check the state machine of PRODUCT.md §4.
create policy invitations_insert on public.invitations for insert to authenticated
  with check (false);

create policy invitations_update on public.invitations for update to authenticated
  using (false);

-- One row per invitation email sent, kept an hour or more: the count behind the email quota.

create table private.invitation_emails (
  id bigint generated always as identity not null,
  invitation_id uuid not null,
  workspace_id uuid not null,
  sender_id uuid not null,
  sent_at timestamp with time zone not null default now(),
  constraint invitation_emails_pkey primary key (id)
);

alter table private.invitation_emails enable row level security;

create index invitation_emails_sender_idx ON private.invitation_emails (sender_id, sent_at);
create index invitation_emails_workspace_idx ON private.invitation_emails (workspace_id, sent_at);

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

-- The caller's role in a workspace, or null when the caller is not a member.
create or replace function private.member_role(ws uuid)
returns public.member_role
language sql
stable
security definer
set search_path = ''
as $$
  select m.role
  from public.workspace_members m
  where m.workspace_id = ws and m.user_id = (select auth.uid())
$$;
revoke execute on function private.member_role(uuid) from public;
grant execute on function private.member_role(uuid) to authenticated, service_role;

-- Whether the caller belongs to the workspace (any role).
create or replace function private.is_member(ws uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.workspace_members m
    where m.workspace_id = ws and m.user_id = (select auth.uid())
  )
$$;
revoke execute on function private.is_member(uuid) from public;
grant execute on function private.is_member(uuid) to authenticated, service_role;

-- Whether the caller's role in the workspace is at least `min_role`
-- (viewer < member < admin < owner, the enum's order).
create or replace function private.has_role(ws uuid, min_role public.member_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.workspace_members m
    where m.workspace_id = ws and m.user_id = (select auth.uid()) and m.role >= min_role
  )
$$;
revoke execute on function private.has_role(uuid,public.member_role) from public;
grant execute on function private.has_role(uuid,public.member_role) to authenticated, service_role;

-- Whether the caller shares at least one workspace with `other` (profiles of co-members are
-- visible so that boards can show assignees, authors and presence avatars).
create or replace function private.shares_workspace(other uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.workspace_members mine
    join public.workspace_members theirs on theirs.workspace_id = mine.workspace_id
    where mine.user_id = (select auth.uid()) and theirs.user_id = other
  )
$$;
revoke execute on function private.shares_workspace(uuid) from public;
grant execute on function private.shares_workspace(uuid) to authenticated, service_role;

create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  name text := btrim(coalesce(
    nullif(btrim(new.raw_user_meta_data ->> 'display_name'), ''),
    split_part(coalesce(new.email, ''), '@', 1)
  ));
begin
  name := btrim(left(name, 60));
  insert into public.profiles (id, display_name)
  values (new.id, coalesce(nullif(name, ''), 'user'));
  return new;
end
$$;
revoke execute on function private.handle_new_user() from public;
grant execute on function private.handle_new_user() to authenticated, service_role;

create or replace function private.workspaces_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.id := old.id;
  new.created_by := old.created_by;
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function private.workspaces_before_update() from public;
grant execute on function private.workspaces_before_update() to authenticated, service_role;

-- The unique partial index allows at most one owner; this deferred check (run at commit, so
-- an RPC can swap roles or create a workspace and its owner in any order) requires one.
create or replace function private.check_workspace_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Read through JSON: the function serves two tables with different columns.
  data jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  ws uuid := coalesce(data ->> 'workspace_id', data ->> 'id')::uuid;
begin
  if exists (select 1 from public.workspaces w where w.id = ws)
     and not exists (select 1 from public.workspace_members m where m.workspace_id = ws and m.role = 'owner') then
    raise exception 'data/invalid: a workspace must have exactly one owner' using errcode = '23514';
  end if;
  return null;
end
$$;
revoke execute on function private.check_workspace_owner() from public;
grant execute on function private.check_workspace_owner() to authenticated, service_role;

-- Counted limits lock the workspace row first, so two concurrent inserts cannot both see
-- room for one more. `no key update` does not block inserts that merely reference it.
create or replace function private.lock_workspace(ws uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select null from public.workspaces w where w.id = ws for no key update
$$;
revoke execute on function private.lock_workspace(uuid) from public;
grant execute on function private.lock_workspace(uuid) to authenticated, service_role;

create or replace function private.workspace_members_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_workspace(new.workspace_id);
  if (select count(*) from public.workspace_members m where m.workspace_id = new.workspace_id) >= 200 then
    raise exception 'data/invalid: a workspace can have at most 200 members' using errcode = '23514';
  end if;
  new.joined_at := now();
  return new;
end
$$;
revoke execute on function private.workspace_members_before_insert() from public;
grant execute on function private.workspace_members_before_insert() to authenticated, service_role;

create or replace function private.workspace_members_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.workspace_id := old.workspace_id;
  new.user_id := old.user_id;
  new.joined_at := old.joined_at;
  return new;
end
$$;
revoke execute on function private.workspace_members_before_update() from public;
grant execute on function private.workspace_members_before_update() to authenticated, service_role;

create or replace function private.workspace_members_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.log_activity(new.workspace_id, null, 'member.joined',
      jsonb_build_object('user_id', new.user_id, 'role', new.role));
  elsif tg_op = 'UPDATE' then
    if new.role is distinct from old.role then
      perform private.log_activity(new.workspace_id, null, 'member.role_changed',
        jsonb_build_object('user_id', new.user_id, 'from', old.role, 'to', new.role));
    end if;
  else
    -- A member who leaves no longer holds the workspace's tasks.
    update public.tasks t set assignee_id = null
    where t.workspace_id = old.workspace_id and t.assignee_id = old.user_id;
    perform private.log_activity(old.workspace_id, null, 'member.left',
      jsonb_build_object('user_id', old.user_id, 'role', old.role));
  end if;
  return null;
end
$$;
revoke execute on function private.workspace_members_after_change() from public;
grant execute on function private.workspace_members_after_change() to authenticated, service_role;

create or replace function private.invitations_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_workspace(new.workspace_id);
  if (
    select count(*) from public.invitations i
    where i.workspace_id = new.workspace_id
      and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
  ) >= 20 then
    raise exception 'data/invalid: a workspace can have at most 20 pending invitations'
      using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function private.invitations_before_insert() from public;
grant execute on function private.invitations_before_insert() to authenticated, service_role;

-- Role of `uid` in `ws`; a workspace the caller cannot see is reported as not found, so the
-- answer never reveals whether it exists.
create or replace function private.require_role(ws uuid, min_role public.member_role)
returns public.member_role
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  current_role_in_ws public.member_role;
begin
  select m.role into current_role_in_ws
  from public.workspace_members m
  where m.workspace_id = ws and m.user_id = private.require_user();
  if current_role_in_ws is null then
    raise exception 'data/not-found: workspace not found' using errcode = 'PT404';
  end if;
  if current_role_in_ws < min_role then
    raise exception 'data/forbidden: requires the % role', min_role using errcode = '42501';
  end if;
  return current_role_in_ws;
end
$$;
revoke execute on function private.require_role(uuid,public.member_role) from public;
grant execute on function private.require_role(uuid,public.member_role) to authenticated, service_role;

-- Locks a member's row for the rest of the transaction, so role checks and the change that
-- follows them see the same membership; a missing member is data/not-found.
create or replace function private.lock_member(ws uuid, member_id uuid)
returns public.workspace_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.workspace_members;
begin
  select * into member from public.workspace_members m
  where m.workspace_id = ws and m.user_id = member_id
  for update;
  if not found then
    raise exception 'data/not-found: member not found' using errcode = 'PT404';
  end if;
  return member;
end
$$;
revoke execute on function private.lock_member(uuid,uuid) from public;
grant execute on function private.lock_member(uuid,uuid) to authenticated, service_role;

create or replace function public.create_workspace(name text, slug text)
returns public.workspaces
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  ws public.workspaces;
begin
  if exists (select 1 from public.workspaces w where w.slug = create_workspace.slug) then
    raise exception 'data/duplicate: the slug % is taken', create_workspace.slug using errcode = '23505';
  end if;
  insert into public.workspaces (name, slug, created_by)
  values (create_workspace.name, create_workspace.slug, uid)
  returning * into ws;
  insert into public.workspace_members (workspace_id, user_id, role) values (ws.id, uid, 'owner');
  return ws;
end
$$;
revoke execute on function public.create_workspace(text,text) from public;
grant execute on function public.create_workspace(text,text) to authenticated, service_role;

create or replace function public.invite_member(workspace_id uuid, email text, role public.member_role)
returns public.invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  normalized text := lower(btrim(invite_member.email));
  invitation public.invitations;
begin
  perform private.require_role(invite_member.workspace_id, 'admin');
  if invite_member.role is null or invite_member.role = 'owner' then
    raise exception 'data/invalid: invitations grant viewer, member or admin' using errcode = '22023';
  end if;
  perform private.lock_workspace(invite_member.workspace_id);
  if exists (
    select 1 from public.workspace_members m join auth.users u on u.id = m.user_id
    where m.workspace_id = invite_member.workspace_id and lower(u.email) = normalized
  ) then
    raise exception 'data/duplicate: % is already a member', normalized using errcode = '23505';
  end if;
  if exists (
    select 1 from public.invitations i
    where i.workspace_id = invite_member.workspace_id and i.email = normalized
      and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
  ) then
    raise exception 'data/duplicate: % already has a pending invitation', normalized using errcode = '23505';
  end if;
  insert into public.invitations (workspace_id, email, role, token, invited_by, expires_at)
  values (
    invite_member.workspace_id, normalized, invite_member.role,
    -- 32 random bytes, URL-safe: the token is the only secret of an invitation link.
    translate(rtrim(encode(extensions.gen_random_bytes(32), 'base64'), '='), '+/', '-_'),
    auth.uid(), now() + interval '7 days'
  )
  returning * into invitation;
  return invitation;
end
$$;
revoke execute on function public.invite_member(uuid,text,public.member_role) from public;
grant execute on function public.invite_member(uuid,text,public.member_role) to authenticated, service_role;

create or replace function public.accept_invitation(token text)
returns public.workspace_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  invitation public.invitations;
  caller auth.users;
  membership public.workspace_members;
begin
  -- Locked so that the same invitation cannot be accepted twice concurrently.
  select * into invitation from public.invitations i where i.token = accept_invitation.token for update;
  if not found then
    raise exception 'data/not-found: invitation not found' using errcode = 'PT404';
  end if;
  if invitation.revoked_at is not null then
    raise exception 'invite/revoked: the invitation was revoked' using errcode = 'PT410';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'invite/used: the invitation was already accepted' using errcode = 'PT409';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'invite/expired: the invitation has expired' using errcode = 'PT410';
  end if;
  select * into caller from auth.users u where u.id = uid;
  if caller.email_confirmed_at is null or lower(caller.email) <> invitation.email then
    raise exception 'invite/wrong-email: the invitation was sent to another address' using errcode = '42501';
  end if;
  if exists (
    select 1 from public.workspace_members m where m.workspace_id = invitation.workspace_id and m.user_id = uid
  ) then
    raise exception 'data/duplicate: already a member of this workspace' using errcode = '23505';
  end if;
  insert into public.workspace_members (workspace_id, user_id, role)
  values (invitation.workspace_id, uid, invitation.role)
  returning * into membership;
  update public.invitations i set accepted_at = now() where i.id = invitation.id;
  return membership;
end
$$;
revoke execute on function public.accept_invitation(text) from public;
grant execute on function public.accept_invitation(text) to authenticated, service_role;

create or replace function public.revoke_invitation(invitation_id uuid)
returns public.invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations;
begin
  select * into invitation from public.invitations i where i.id = invitation_id for update;
  if not found or not private.has_role(invitation.workspace_id, 'admin') then
    raise exception 'data/not-found: invitation not found' using errcode = 'PT404';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'invite/used: the invitation was already accepted' using errcode = 'PT409';
  end if;
  if invitation.revoked_at is not null then
    raise exception 'invite/revoked: the invitation was already revoked' using errcode = 'PT410';
  end if;
  update public.invitations i set revoked_at = now() where i.id = invitation.id
  returning * into invitation;
  return invitation;
end
$$;
revoke execute on function public.revoke_invitation(uuid) from public;
grant execute on function public.revoke_invitation(uuid) to authenticated, service_role;

-- PRODUCT.md §4/§6: the owner sets anyone but themselves to viewer, member or admin; an admin
-- moves people only between viewer and member. Ownership moves with transfer_ownership.
create or replace function public.change_member_role(workspace_id uuid, user_id uuid, role public.member_role)
returns public.workspace_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role public.member_role := private.require_role(change_member_role.workspace_id, 'admin');
  target public.workspace_members;
begin
  target := private.lock_member(change_member_role.workspace_id, change_member_role.user_id);
  if change_member_role.role is null or change_member_role.role = 'owner' or target.role = 'owner' then
    raise exception 'data/forbidden: ownership changes only by transfer' using errcode = '42501';
  end if;
  if actor_role = 'admin' and (target.role >= 'admin' or change_member_role.role >= 'admin') then
    raise exception 'data/forbidden: admins change roles below admin only' using errcode = '42501';
  end if;
  update public.workspace_members m set role = change_member_role.role
  where m.workspace_id = target.workspace_id and m.user_id = target.user_id
  returning * into target;
  return target;
end
$$;
revoke execute on function public.change_member_role(uuid,uuid,public.member_role) from public;
grant execute on function public.change_member_role(uuid,uuid,public.member_role) to authenticated, service_role;

-- Admins remove members and viewers; the owner also removes admins. Nobody removes the owner.
create or replace function public.remove_member(workspace_id uuid, user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role public.member_role := private.require_role(remove_member.workspace_id, 'admin');
  target public.workspace_members;
begin
  target := private.lock_member(remove_member.workspace_id, remove_member.user_id);
  if target.role = 'owner' or (actor_role = 'admin' and target.role = 'admin') then
    raise exception 'data/forbidden: cannot remove a member of this role' using errcode = '42501';
  end if;
  delete from public.workspace_members m
  where m.workspace_id = target.workspace_id and m.user_id = target.user_id;
end
$$;
revoke execute on function public.remove_member(uuid,uuid) from public;
grant execute on function public.remove_member(uuid,uuid) to authenticated, service_role;

create or replace function public.leave_workspace(workspace_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role public.member_role := private.require_role(leave_workspace.workspace_id, 'viewer');
begin
  if actor_role = 'owner' then
    raise exception 'data/forbidden: the owner cannot leave; transfer ownership first'
      using errcode = '42501';
  end if;
  delete from public.workspace_members m
  where m.workspace_id = leave_workspace.workspace_id and m.user_id = auth.uid();
end
$$;
revoke execute on function public.leave_workspace(uuid) from public;
grant execute on function public.leave_workspace(uuid) to authenticated, service_role;

-- The owner hands ownership to an admin and becomes an admin.
create or replace function public.transfer_ownership(workspace_id uuid, new_owner_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.workspace_members;
begin
  perform private.require_role(transfer_ownership.workspace_id, 'owner');
  target := private.lock_member(transfer_ownership.workspace_id, new_owner_id);
  if target.role <> 'admin' then
    raise exception 'data/forbidden: ownership goes to an admin only' using errcode = '42501';
  end if;
  -- Demote first: the unique index allows one owner at any instant.
  update public.workspace_members m set role = 'admin'
  where m.workspace_id = transfer_ownership.workspace_id and m.user_id = auth.uid();
  update public.workspace_members m set role = 'owner'
  where m.workspace_id = transfer_ownership.workspace_id and m.user_id = new_owner_id;
end
$$;
revoke execute on function public.transfer_ownership(uuid,uuid) from public;
grant execute on function public.transfer_ownership(uuid,uuid) to authenticated, service_role;

-- The invitation page (/invite/:token) shows what the link is for before the user accepts:
-- workspace name, role and state. Invitations are otherwise visible to admins only, so this
-- reads one by its token: holding the secret token is what entitles the caller to see it.
create or replace function public.get_invitation(token text)
returns table (
  workspace_id uuid,
  workspace_name text,
  workspace_slug text,
  email text,
  role public.member_role,
  state text,
  expires_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_user();
  return query
    select i.workspace_id, w.name, w.slug, i.email, i.role,
      case
        when i.revoked_at is not null then 'revoked'
        when i.accepted_at is not null then 'accepted'
        when i.expires_at <= now() then 'expired'
        else 'pending'
      end,
      i.expires_at
    from public.invitations i
    join public.workspaces w on w.id = i.workspace_id
    where i.token = get_invitation.token;
  if not found then
    raise exception 'data/not-found: invitation not found' using errcode = 'PT404';
  end if;
end
$$;
revoke execute on function public.get_invitation(text) from public;
grant execute on function public.get_invitation(text) to authenticated, service_role;

-- The "create workspace" form checks the slug as the user types. Workspaces are visible to
-- their members only (workspaces_select), so a plain select cannot tell whether a slug is
-- taken by a workspace the caller does not belong to; this answers that one yes/no question
-- without revealing anything else about the other workspace. create_workspace still decides:
-- two people may race for the same slug after both were told it is free.
create or replace function public.is_slug_available(slug text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_user();
  return not exists (select 1 from public.workspaces w where w.slug = is_slug_available.slug);
end
$$;
revoke execute on function public.is_slug_available(text) from public;
grant execute on function public.is_slug_available(text) to authenticated;

create or replace function private.forget_deleted_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  column_name text := tg_argv[0];
  profile_id uuid := (to_jsonb(new) ->> column_name)::uuid;
begin
  if profile_id is not null
    and not exists (select 1 from public.profiles p where p.id = profile_id) then
    new := jsonb_populate_record(new, jsonb_build_object(column_name, null));
  end if;
  return new;
end
$$;
revoke execute on function private.forget_deleted_profile() from public;
grant execute on function private.forget_deleted_profile() to authenticated, service_role;

-- The members list shows each member's email under their name. Emails live in auth.users,
-- which no API role may read; this returns the emails of one workspace's members, to its
-- members only (anyone else gets no rows, as if the workspace had no members), and nothing else
-- of auth.users.
create or replace function public.member_emails(workspace_id uuid)
returns table (user_id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id, u.email::text
  from public.workspace_members m
  join auth.users u on u.id = m.user_id
  where m.workspace_id = member_emails.workspace_id
    and private.is_member(member_emails.workspace_id)
  order by m.user_id
$$;
revoke execute on function public.member_emails(uuid) from public;
grant execute on function public.member_emails(uuid) to authenticated;

-- The id of a profile that still exists, or null: the row of someone who deleted their account
-- comes back without them.
create or replace function private.existing_profile(profile_id text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select p.id from public.profiles p where p.id = profile_id::uuid
$$;
revoke execute on function private.existing_profile(text) from public;
grant execute on function private.existing_profile(text) to authenticated, service_role;

-- A revoked invitation leaves no notification pointing at it.
create or replace function private.invitations_forget_revoked()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notifications n
  where n.kind = 'invited' and n.workspace_id = new.workspace_id
    and n.details ->> 'invitation_id' = new.id::text;
  return null;
end
$$;
revoke execute on function private.invitations_forget_revoked() from public;
grant execute on function private.invitations_forget_revoked() to authenticated, service_role;

-- The name activity shows for changes no signed-in person made.
create or replace function private.system_actor_name()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Tandem'::text
$$;
revoke execute on function private.system_actor_name() from public;
grant execute on function private.system_actor_name() to authenticated, service_role;

create or replace function private.person_name(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.display_name from public.profiles p where p.id = person
$$;
revoke execute on function private.person_name(uuid) from public;
grant execute on function private.person_name(uuid) to authenticated, service_role;

-- The workspaces the caller is a member of (none for anon).
create or replace function private.member_workspaces()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.workspace_id), '{}')
  from public.workspace_members m
  where m.user_id = (select auth.uid())
$$;
revoke execute on function private.member_workspaces() from public;
grant execute on function private.member_workspaces() to authenticated, service_role;

create or replace function private.invitation_quota(scope text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case scope when 'inviter' then 30 when 'workspace' then 50 end
$$;
revoke execute on function private.invitation_quota(text) from public;

-- Serialises one person's quota checks, so parallel requests in different workspaces cannot
-- both take the last place.
create or replace function private.lock_inviter(inviter uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtext('tandem.invitation-quota:' || inviter::text))
$$;
revoke execute on function private.lock_inviter(uuid) from public;

create or replace function private.quota_exceeded(what text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'invite/quota-exceeded: too many % in the last hour', what
    using errcode = 'PT429';
end
$$;
revoke execute on function private.quota_exceeded(text) from public;

-- Invitations created (revoked ones included) count against the inviter and the workspace.
-- invite_member has locked the workspace already.
create or replace function private.invitations_quota()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.invited_by is not null then
    perform private.lock_inviter(new.invited_by);
    if (select count(*) from public.invitations i
        where i.invited_by = new.invited_by and i.created_at > now() - interval '1 hour')
        >= private.invitation_quota('inviter') then
      perform private.quota_exceeded('invitations');
    end if;
  end if;
  if (select count(*) from public.invitations i
      where i.workspace_id = new.workspace_id and i.created_at > now() - interval '1 hour')
      >= private.invitation_quota('workspace') then
    perform private.quota_exceeded('invitations');
  end if;
  return new;
end
$$;
revoke execute on function private.invitations_quota() from public;

-- Hands the invitation's email, token and expiry to the inviting function, once per send,
-- within the inviter's and the workspace's hourly email quotas; each send is logged.
create or replace function public.claim_invitation_email(invitation_id uuid)
returns table (
  email text,
  role public.member_role,
  token text,
  expires_at timestamptz,
  workspace_name text,
  inviter_name text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  invitation public.invitations;
begin
  -- Locked so that two sends racing for the same invitation cannot both pass the limit.
  select * into invitation from public.invitations i
  where i.id = claim_invitation_email.invitation_id for update;
  if not found then
    raise exception 'data/not-found: invitation not found' using errcode = 'PT404';
  end if;
  -- A non-member learns nothing more than for an unknown id (private.require_role).
  perform private.require_role(invitation.workspace_id, 'admin');
  if invitation.revoked_at is not null then
    raise exception 'invite/revoked: the invitation was revoked' using errcode = 'PT410';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'invite/used: the invitation was already accepted' using errcode = 'PT409';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'invite/expired: the invitation has expired' using errcode = 'PT410';
  end if;
  if invitation.last_sent_at > now() - interval '60 seconds' then
    raise exception 'invite/rate-limited: the invitation was sent less than a minute ago'
      using errcode = 'PT429';
  end if;
  perform private.lock_workspace(invitation.workspace_id);
  perform private.lock_inviter(uid);
  if (select count(*) from private.invitation_emails e
      where e.sender_id = uid and e.sent_at > now() - interval '1 hour')
      >= private.invitation_quota('inviter')
    or (select count(*) from private.invitation_emails e
      where e.workspace_id = invitation.workspace_id and e.sent_at > now() - interval '1 hour')
      >= private.invitation_quota('workspace') then
    perform private.quota_exceeded('invitation emails');
  end if;
  insert into private.invitation_emails (invitation_id, workspace_id, sender_id)
  values (invitation.id, invitation.workspace_id, uid);
  update public.invitations i set last_sent_at = now() where i.id = invitation.id;
  return query
    select invitation.email, invitation.role, invitation.token, invitation.expires_at, w.name,
      coalesce(p.display_name, 'A Tandem admin')
    from public.workspaces w
    left join public.profiles p on p.id = uid
    where w.id = invitation.workspace_id;
end
$$;
revoke execute on function public.claim_invitation_email(uuid) from public;
grant execute on function public.claim_invitation_email(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies that call the functions above
-- ---------------------------------------------------------------------------------------------

create policy profiles_select on public.profiles for select to authenticated
  using (id = (select auth.uid()) or private.shares_workspace(id));

-- Deleting a workspace: the owner only.
create policy workspaces_delete on public.workspaces for delete to authenticated
  using (private.has_role(id, 'owner'));

create policy workspaces_select on public.workspaces for select to authenticated
  using (private.is_member(id));

-- Rename and change slug: admins and the owner (PRODUCT.md §6).
create policy workspaces_update on public.workspaces for update to authenticated
  using (private.has_role(id, 'admin'))
  with check (private.has_role(id, 'admin'));

create policy workspace_members_select on public.workspace_members for select to authenticated
  using (private.is_member(workspace_id));

-- Invitations carry the secret token, so only those who manage members see them.
create policy invitations_select on public.invitations for select to authenticated
  using (private.has_role(workspace_id, 'admin'));

-- Constraints that call the functions above, or reference a later table.
alter table public.workspaces add constraint workspaces_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.workspace_members add constraint workspace_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.workspace_members add constraint workspace_members_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;
alter table public.invitations add constraint invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.invitations add constraint invitations_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;
alter table private.invitation_emails add constraint invitation_emails_invitation_id_fkey FOREIGN KEY (invitation_id) REFERENCES public.invitations(id) ON DELETE CASCADE;
alter table private.invitation_emails add constraint invitation_emails_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create trigger invitations_before_insert before insert on public.invitations
  for each row execute function private.invitations_before_insert();

create trigger invitations_forget_revoked after update of revoked_at on public.invitations
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function private.invitations_forget_revoked();

create trigger invitations_quota before insert on public.invitations
  for each row execute function private.invitations_quota();

create trigger profiles_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

create trigger workspace_members_after_change after insert or update or delete on public.workspace_members
  for each row execute function private.workspace_members_after_change();

create trigger workspace_members_before_insert before insert on public.workspace_members
  for each row execute function private.workspace_members_before_insert();

create trigger workspace_members_before_update before update on public.workspace_members
  for each row execute function private.workspace_members_before_update();

create constraint trigger workspace_members_keep_an_owner
  after insert or update or delete on public.workspace_members
  deferrable initially deferred
  for each row execute function private.check_workspace_owner();

create trigger workspaces_before_update before update on public.workspaces
  for each row execute function private.workspaces_before_update();

create trigger workspaces_forget_deleted_profile before update on public.workspaces
  for each row execute function private.forget_deleted_profile('created_by');

create constraint trigger workspaces_have_an_owner
  after insert on public.workspaces
  deferrable initially deferred
  for each row execute function private.check_workspace_owner();
