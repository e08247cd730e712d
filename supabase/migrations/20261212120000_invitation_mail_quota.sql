-- Invitation quotas and a scheduler-only digest request.
--
-- Invitations mail an address the inviter names and notify the account behind it, so each
-- is counted here, where revoking and inviting again cannot reset the count: at most
-- private.invitation_quota('inviter') invitations created, and as many emails sent, by one
-- person in an hour (over all their workspaces), and private.invitation_quota('workspace') in
-- one workspace. Past either, invite_member and claim_invitation_email refuse with
-- `invite/quota-exceeded` (PT429). The numbers are INVITATIONS_PER_INVITER_PER_HOUR and
-- INVITATIONS_PER_WORKSPACE_PER_HOUR of @tandem/schemas.
--
-- The digest job calls send-notification-digest with `Authorization: Bearer <secret>`, a
-- secret generated here (private.settings `scheduler_secret`), which the function checks with
-- verify_scheduler_secret (service role only); anyone else is refused. functions_url may be a
-- path (`/functions/v1`): the local backend's pg_net sends such a request to itself.

create function private.invitation_quota(scope text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case scope when 'inviter' then 30 when 'workspace' then 50 end
$$;

-- One row per invitation email sent, kept an hour or more: the count behind the email quota.
create table private.invitation_emails (
  id bigint generated always as identity primary key,
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  sender_id uuid not null,
  sent_at timestamptz not null default now()
);
-- Read and written only by claim_invitation_email (security definer): no API role has a
-- privilege, and RLS stays on with no policy in case one is ever granted.
alter table private.invitation_emails enable row level security;
-- No API role is granted anything, on purpose: the log is read and written only by the
-- security definer claim_invitation_email(), so no request can see or clear it.
revoke all on table private.invitation_emails from public, anon, authenticated, service_role;
create index invitation_emails_sender_idx on private.invitation_emails (sender_id, sent_at);
create index invitation_emails_workspace_idx on private.invitation_emails (workspace_id, sent_at);
create index invitations_invited_by_idx on public.invitations (invited_by, created_at);

-- Serialises one person's quota checks, so parallel requests in different workspaces cannot
-- both take the last place.
create function private.lock_inviter(inviter uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtext('tandem.invitation-quota:' || inviter::text))
$$;

create function private.quota_exceeded(what text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'invite/quota-exceeded: too many % in the last hour', what
    using errcode = 'PT429';
end
$$;

-- Invitations created (revoked ones included) count against the inviter and the workspace.
-- invite_member has locked the workspace already.
create function private.invitations_quota()
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

create trigger invitations_quota before insert on public.invitations
  for each row execute function private.invitations_quota();

-- As before (20261126110000), plus the email quotas; each send is logged.
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

-- ---------------------------------------------------------------------------------------------
-- The digest request, for the scheduler only
-- ---------------------------------------------------------------------------------------------

insert into private.settings (name, value)
values ('scheduler_secret', encode(extensions.gen_random_bytes(32), 'hex'))
on conflict (name) do nothing;

-- The local backend's former fixed address (seed.sql) becomes a path on whichever backend runs.
update private.settings set value = '/functions/v1'
where name = 'functions_url' and value = 'http://127.0.0.1:54321/functions/v1';

-- Whether `secret` is the scheduler's: send-notification-digest asks before sending anything.
create function public.verify_scheduler_secret(secret text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(verify_scheduler_secret.secret = s.value, false)
  from (select 1) one
  left join private.settings s on s.name = 'scheduler_secret'
$$;

revoke execute on function public.verify_scheduler_secret(text) from public, anon, authenticated;
grant execute on function public.verify_scheduler_secret(text) to service_role;

-- As before (20261127120000), with the scheduler's secret as the bearer token.
create or replace function private.request_notification_digest()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text := (select s.value from private.settings s where s.name = 'functions_url');
  secret text := (select s.value from private.settings s where s.name = 'scheduler_secret');
  request_id bigint;
begin
  if base is null or secret is null or not exists (
    select 1 from public.notifications n
    where n.read_at is null and n.emailed_at is null and private.notification_due_for_email(n)
  ) then
    return null;
  end if;
  select net.http_post(
    url := rtrim(base, '/') || '/send-notification-digest',
    body := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json',
      'Authorization', 'Bearer ' || secret)
  ) into request_id;
  return request_id;
end
$$;

revoke execute on function private.invitation_quota(text), private.lock_inviter(uuid),
  private.quota_exceeded(text), private.invitations_quota()
  from public, anon, authenticated;
