-- Notifications: the inbox, preferences, email digests, due-date reminders and unsubscribe links.

-- Function bodies are checked when they run, not when they are created (as in pg_dump's output),
-- so a helper may read a table declared further down or in a later file.
set check_function_bodies = off;

create type public.notification_kind as enum ('mentioned', 'assigned', 'commented', 'state_changed', 'due_soon', 'overdue', 'invited', 'role_changed');;

create table public.notifications (
  id uuid not null default gen_random_uuid(),
  recipient_id uuid not null,
  workspace_id uuid not null,
  task_id uuid,
  kind public.notification_kind not null,
  actor_id uuid,
  details jsonb not null default '{}'::jsonb,
  count integer not null default 1,
  in_app boolean not null default true,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  read_at timestamp with time zone,
  emailed_at timestamp with time zone,
  constraint notifications_pkey primary key (id),
  constraint notifications_actor_id_fkey foreign key (actor_id) references public.profiles(id) on delete set null,
  constraint notifications_recipient_id_fkey foreign key (recipient_id) references public.profiles(id) on delete cascade,
  constraint notifications_task_id_fkey foreign key (task_id) references public.tasks(id) on delete cascade,
  constraint notifications_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade,
  constraint notifications_count_check check ((count > 0))
);

alter table public.notifications enable row level security;

comment on table public.notifications is
  'Per recipient; written only by triggers and scheduled jobs, marked read through RPCs.';

create unique index notifications_coalesce_idx ON public.notifications (recipient_id, workspace_id, task_id, kind, actor_id) NULLS NOT DISTINCT WHERE (read_at IS NULL);
create index notifications_recipient_idx ON public.notifications (recipient_id, updated_at DESC);
create index notifications_task_id_idx ON public.notifications (task_id) WHERE (task_id IS NOT NULL);
create index notifications_unread_idx ON public.notifications (recipient_id) WHERE (read_at IS NULL);
create index notifications_workspace_id_idx ON public.notifications (workspace_id, recipient_id);

grant insert, select, update, delete on table public.notifications to service_role;
grant select on table public.notifications to authenticated;

-- Notifications are marked read, not deleted; they go with their task, workspace or recipient.
create policy notifications_delete on public.notifications for delete to authenticated
  using (false);

-- Written by triggers and jobs only (security definer): a client cannot notify anyone.
create policy notifications_insert on public.notifications for insert to authenticated
  with check (false);

-- Only your own, only while you are a member of its workspace (an invitation is about a
-- workspace you are not in yet), and not those you turned off in the inbox.
create policy notifications_select on public.notifications for select to authenticated
  using (
    recipient_id = (select auth.uid())
    and in_app
    and (kind = 'invited' or private.is_member(workspace_id))
  );

-- Marking read goes through mark_notification_read / mark_all_notifications_read, which
-- change read_at and nothing else.
create policy notifications_update on public.notifications for update to authenticated
  using (false);

create table public.notification_preferences (
  user_id uuid not null default auth.uid(),
  kind public.notification_kind not null,
  in_app boolean not null default true,
  email boolean not null default false,
  updated_at timestamp with time zone not null default now(),
  constraint notification_preferences_pkey primary key (user_id, kind),
  constraint notification_preferences_user_id_fkey foreign key (user_id) references public.profiles(id) on delete cascade
);

alter table public.notification_preferences enable row level security;

comment on table public.notification_preferences is
  'Explicit choices only; a kind without a row uses private.notification_preference''s defaults.';

grant insert, select, update, delete on table public.notification_preferences to service_role, authenticated;

-- Deleting your row goes back to the defaults.
create policy notification_preferences_delete on public.notification_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

create policy notification_preferences_insert on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy notification_preferences_select on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));

create policy notification_preferences_update on public.notification_preferences
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Which reminders were sent: once per task, due date and kind (a new due date reminds again).

create table private.due_reminders (
  task_id uuid not null,
  due_date date not null,
  kind public.notification_kind not null,
  sent_at timestamp with time zone not null default now(),
  constraint due_reminders_pkey primary key (task_id, due_date, kind),
  constraint due_reminders_task_id_fkey foreign key (task_id) references public.tasks(id) on delete cascade,
  constraint due_reminders_kind_check check ((kind = ANY (ARRAY['due_soon'::public.notification_kind, 'overdue'::public.notification_kind])))
);

alter table private.due_reminders enable row level security;

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

-- A person's choice for one kind: their row, else the inbox on, and email on for mentions and
-- assignments only.
create or replace function private.notification_preference(person uuid, wanted public.notification_kind)
returns table (in_app boolean, email boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p.in_app, true), coalesce(p.email, wanted in ('mentioned', 'assigned'))
  from (select 1) one
  left join public.notification_preferences p on p.user_id = person and p.kind = wanted
$$;
revoke execute on function private.notification_preference(uuid,public.notification_kind) from public;
grant execute on function private.notification_preference(uuid,public.notification_kind) to authenticated, service_role;

-- Tells the people in `mentioned` but not in `already` that they were mentioned.
create or replace function private.notify_mentioned(
  ws uuid,
  task uuid,
  mentioned uuid[],
  already uuid[],
  extra jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid;
begin
  for person in
    select unnest(mentioned) except select unnest(coalesce(already, '{}'))
  loop
    perform private.notify(person, ws, task, 'mentioned', extra);
  end loop;
end
$$;
revoke execute on function private.notify_mentioned(uuid,uuid,uuid[],uuid[],jsonb) from public;
grant execute on function private.notify_mentioned(uuid,uuid,uuid[],uuid[],jsonb) to authenticated, service_role;

create or replace function private.comments_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  summary jsonb;
  person uuid;
begin
  if private.is_restoring(new.task_id) or new.deleted_at is not null then
    return null;
  end if;
  summary := (select private.task_summary(t) from public.tasks t where t.id = new.task_id)
    || jsonb_build_object('comment_id', new.id);
  perform private.notify_mentioned(new.workspace_id, new.task_id, new.mentions,
    case when tg_op = 'UPDATE' then old.mentions end, summary || '{"in": "comment"}'::jsonb);
  if tg_op = 'INSERT' then
    -- Someone mentioned in the comment has just been told; the other watchers hear of it.
    for person in
      select w.user_id from public.task_watchers w
      where w.task_id = new.task_id and not (w.user_id = any (new.mentions))
    loop
      perform private.notify(person, new.workspace_id, new.task_id, 'commented', summary);
    end loop;
  end if;
  return null;
end
$$;
revoke execute on function private.comments_notify() from public;
grant execute on function private.comments_notify() to authenticated, service_role;

create or replace function private.workspace_members_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- Joined: the invitation that asked them to has been answered.
    update public.notifications n set read_at = now()
    where n.recipient_id = new.user_id and n.workspace_id = new.workspace_id
      and n.kind = 'invited' and n.read_at is null;
  elsif tg_op = 'UPDATE' then
    if new.role is distinct from old.role then
      perform private.notify(new.user_id, new.workspace_id, null, 'role_changed',
        jsonb_build_object('from', old.role, 'to', new.role,
          'workspace_name', (select w.name from public.workspaces w where w.id = new.workspace_id)));
    end if;
  else
    -- Gone from the workspace: its notifications go too (and RLS would hide them anyway).
    delete from public.notifications n
    where n.workspace_id = old.workspace_id and n.recipient_id = old.user_id
      and n.kind <> 'invited';
  end if;
  return null;
end
$$;
revoke execute on function private.workspace_members_notify() from public;
grant execute on function private.workspace_members_notify() to authenticated, service_role;

-- An invitation to an address that already has an account also lands in that account's inbox.
create or replace function private.invitations_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitee uuid;
begin
  select u.id into invitee from auth.users u where lower(u.email) = new.email limit 1;
  if invitee is not null then
    perform private.notify(invitee, new.workspace_id, null, 'invited',
      jsonb_build_object('invitation_id', new.id, 'token', new.token, 'role', new.role,
        'workspace_name', (select w.name from public.workspaces w where w.id = new.workspace_id)));
  end if;
  return null;
end
$$;
revoke execute on function private.invitations_notify() from public;
grant execute on function private.invitations_notify() to authenticated, service_role;

-- Marks one of the caller's notifications read; another person's, or one hidden from them,
-- is data/not-found. Returns the row.
create or replace function public.mark_notification_read(notification_id uuid)
returns public.notifications
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  marked_row public.notifications;
begin
  update public.notifications n set read_at = coalesce(n.read_at, now())
  where n.id = mark_notification_read.notification_id
    and n.recipient_id = uid and n.in_app
    and (n.kind = 'invited' or private.is_member(n.workspace_id))
  returning * into marked_row;
  if not found then
    raise exception 'data/not-found: notification not found' using errcode = 'PT404';
  end if;
  return marked_row;
end
$$;
revoke execute on function public.mark_notification_read(uuid) from public;
grant execute on function public.mark_notification_read(uuid) to authenticated;

-- Marks every unread notification of the caller read (those of one workspace when given);
-- returns how many.
create or replace function public.mark_all_notifications_read(workspace_id uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  marked integer;
begin
  update public.notifications n set read_at = now()
  where n.recipient_id = uid and n.read_at is null and n.in_app
    and (mark_all_notifications_read.workspace_id is null
      or n.workspace_id = mark_all_notifications_read.workspace_id)
    and (n.kind = 'invited' or private.is_member(n.workspace_id));
  get diagnostics marked = row_count;
  return marked;
end
$$;
revoke execute on function public.mark_all_notifications_read(uuid) from public;
grant execute on function public.mark_all_notifications_read(uuid) to authenticated;

-- How long a notification waits unread before it is emailed.
create or replace function private.notification_digest_delay()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '10 minutes'
$$;
revoke execute on function private.notification_digest_delay() from public;
grant execute on function private.notification_digest_delay() to service_role, authenticated;

-- `<user id>.<kind>.<HMAC-SHA256 of both>`: turns off one kind's email for one person.
create or replace function private.unsubscribe_token(person uuid, kind public.notification_kind)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select person::text || '.' || kind::text || '.' || encode(
    extensions.hmac(person::text || '.' || kind::text, s.value, 'sha256'), 'hex')
  from private.settings s where s.name = 'unsubscribe_secret'
$$;
revoke execute on function private.unsubscribe_token(uuid,public.notification_kind) from public;
grant execute on function private.unsubscribe_token(uuid,public.notification_kind) to service_role, authenticated;

-- Turns off the email of the token's kind for its person and returns the kind; a token that
-- was not signed here is data/invalid. Callable without signing in (from an email).
create or replace function public.unsubscribe_notifications(token text)
returns public.notification_kind
language plpgsql
security definer
set search_path = ''
as $$
declare
  parts text[] := string_to_array(coalesce(unsubscribe_notifications.token, ''), '.');
  person uuid;
  chosen public.notification_kind;
begin
  if cardinality(parts) <> 3
    or parts[1] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    or not parts[2] = any (enum_range(null::public.notification_kind)::text[]) then
    raise exception 'data/invalid: this unsubscribe link is not valid' using errcode = '22023';
  end if;
  person := parts[1]::uuid;
  chosen := parts[2]::public.notification_kind;
  if private.unsubscribe_token(person, chosen) is distinct from unsubscribe_notifications.token
    or not exists (select 1 from public.profiles p where p.id = person) then
    raise exception 'data/invalid: this unsubscribe link is not valid' using errcode = '22023';
  end if;
  insert into public.notification_preferences as p (user_id, kind, in_app, email)
  values (person, chosen, true, false)
  on conflict (user_id, kind) do update set email = false;
  return chosen;
end
$$;
revoke execute on function public.unsubscribe_notifications(text) from public;
grant execute on function public.unsubscribe_notifications(text) to authenticated, service_role, anon;

-- Unread, not yet emailed, waited long enough, wanted by email, and still visible to the
-- recipient.
create or replace function private.notification_due_for_email(n public.notifications)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select n.read_at is null
    and n.emailed_at is null
    and n.created_at <= now() - private.notification_digest_delay()
    and (select p.email from private.notification_preference(n.recipient_id, n.kind) p)
    and (n.kind = 'invited' or exists (
      select 1 from public.workspace_members m
      where m.workspace_id = n.workspace_id and m.user_id = n.recipient_id
    ))
$$;
revoke execute on function private.notification_due_for_email(public.notifications) from public;
grant execute on function private.notification_due_for_email(public.notifications) to service_role, authenticated;

-- Marks every notification due for email as emailed and returns them, one row per recipient
-- with an address: their name and the items of their digest (kind, count, actor, workspace,
-- task, details, and the unsubscribe token of the kind). For the digest Edge Function only.
create or replace function public.claim_notification_digests()
returns table (recipient_id uuid, email text, display_name text, items jsonb)
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.notifications n set emailed_at = now()
    where n.id in (
      select d.id from public.notifications d
      where d.read_at is null and d.emailed_at is null and private.notification_due_for_email(d)
      for update skip locked
    )
    returning n.*
  )
  select c.recipient_id, u.email::text, p.display_name,
    jsonb_agg(jsonb_build_object(
      'id', c.id,
      'kind', c.kind,
      'count', c.count,
      'actor_name', coalesce(a.display_name, 'Tandem'),
      'workspace_name', w.name,
      'workspace_slug', w.slug,
      'task_number', t.number,
      'task_title', t.title,
      'details', c.details,
      'created_at', c.created_at,
      'unsubscribe_token', private.unsubscribe_token(c.recipient_id, c.kind)
    ) order by c.created_at, c.id)
  from claimed c
  join auth.users u on u.id = c.recipient_id
  join public.profiles p on p.id = c.recipient_id
  join public.workspaces w on w.id = c.workspace_id
  left join public.tasks t on t.id = c.task_id
  left join public.profiles a on a.id = c.actor_id
  where u.email is not null
  group by c.recipient_id, u.email, p.display_name
$$;
revoke execute on function public.claim_notification_digests() from public;
grant execute on function public.claim_notification_digests() to service_role;

-- A due date is the end of that day (UTC): due_soon on the day itself (it ends within 24
-- hours), overdue from the next day. Open tasks with an assignee only. Returns how many
-- reminders were written.
create or replace function private.notify_due_tasks()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  reminder record;
  written integer := 0;
begin
  for reminder in
    insert into private.due_reminders as r (task_id, due_date, kind)
    select t.id, t.due_date,
      (case when t.due_date < today then 'overdue' else 'due_soon' end)::public.notification_kind
    from public.tasks t
    where t.assignee_id is not null and t.due_date is not null and t.due_date <= today
      and t.status not in ('done', 'canceled')
    on conflict do nothing
    returning r.task_id, r.due_date, r.kind
  loop
    perform private.notify(t.assignee_id, t.workspace_id, t.id, reminder.kind,
      private.task_summary(t) || jsonb_build_object('due_date', reminder.due_date))
    from public.tasks t where t.id = reminder.task_id;
    written := written + 1;
  end loop;
  return written;
end
$$;
revoke execute on function private.notify_due_tasks() from public;
grant execute on function private.notify_due_tasks() to service_role, authenticated;

-- The most notifications one release_notification_digest call takes: 100,000
-- (NOTIFICATION_RELEASE_MAX in @tandem/schemas), far more than one person's digest holds.
create or replace function private.notification_release_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 100000
$$;
revoke execute on function private.notification_release_max() from public;
grant execute on function private.notification_release_max() to authenticated, service_role;

-- Whether `secret` is the scheduler's: send-notification-digest asks before sending anything.
create or replace function public.verify_scheduler_secret(secret text)
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
revoke execute on function public.verify_scheduler_secret(text) from public;
grant execute on function public.verify_scheduler_secret(text) to service_role;

-- Asks the digest's Edge Function for a run, with the scheduler's secret as the bearer token.
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
revoke execute on function private.request_notification_digest() from public;
grant execute on function private.request_notification_digest() to service_role, authenticated;

create or replace function private.tasks_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  summary jsonb := private.task_summary(new);
  person uuid;
begin
  if private.is_restoring(new.id) then
    return null;
  end if;
  if tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id then
    perform private.notify(new.assignee_id, new.workspace_id, new.id, 'assigned', summary);
  end if;
  perform private.notify_mentioned(new.workspace_id, new.id, new.mentions,
    case when tg_op = 'UPDATE' then old.mentions end, summary || '{"in": "description"}'::jsonb);
  if tg_op = 'UPDATE' and new.state_id is distinct from old.state_id then
    for person in select w.user_id from public.task_watchers w where w.task_id = new.id loop
      perform private.notify(person, new.workspace_id, new.id, 'state_changed',
        summary || jsonb_build_object('from', old.status, 'to', new.status,
          'from_state_id', old.state_id, 'to_state_id', new.state_id,
          'from_state_name', (select s.name from public.board_states s where s.id = old.state_id),
          'to_state_name', (select s.name from public.board_states s where s.id = new.state_id)));
    end loop;
  end if;
  return null;
end
$$;
revoke execute on function private.tasks_notify() from public;
grant execute on function private.tasks_notify() to authenticated, service_role;

create or replace function private.notify(
  recipient uuid,
  ws uuid,
  task uuid,
  what public.notification_kind,
  extra jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.actor();
  wanted record;
begin
  if recipient is null or recipient = actor then
    return;
  end if;
  if what <> 'invited' and not exists (
    select 1 from public.workspace_members m where m.workspace_id = ws and m.user_id = recipient
  ) then
    return;
  end if;
  select * into wanted from private.notification_preference(recipient, what);
  if not (wanted.in_app or wanted.email) then
    return;
  end if;
  insert into public.notifications as n
    (recipient_id, workspace_id, task_id, kind, actor_id, details, in_app)
  values (recipient, ws, task, what, actor, coalesce(extra, '{}'), wanted.in_app)
  on conflict (recipient_id, workspace_id, task_id, kind, actor_id) where read_at is null
  do update set
    count = n.count + 1,
    updated_at = now(),
    in_app = excluded.in_app,
    details = case when n.kind = 'state_changed' and n.details ? 'from'
      -- The column it started from, with its name (absent from a notification written before
      -- columns were named: then no name, rather than the name of a later move's column).
      then (n.details || excluded.details) - 'from_state_id' - 'from_state_name'
        || jsonb_build_object('from', n.details -> 'from')
        || jsonb_strip_nulls(jsonb_build_object('from_state_id', n.details -> 'from_state_id',
             'from_state_name', n.details -> 'from_state_name'))
      else n.details || excluded.details end;
end
$$;
revoke execute on function private.notify(uuid,uuid,uuid,public.notification_kind,jsonb) from public;
grant execute on function private.notify(uuid,uuid,uuid,public.notification_kind,jsonb) to authenticated, service_role;

-- Clears `emailed_at` on the given notifications that claim_notification_digests marked;
-- answers how many went back. For the digest Edge Function only. At most
-- NOTIFICATION_RELEASE_MAX ids, counted before any is parsed.
create or replace function public.release_notification_digest(notification_ids json)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  entries integer;
  ids uuid[];
  released integer;
begin
  if notification_ids is not null and pg_catalog.json_typeof(notification_ids) <> 'array' then
    raise exception 'data/invalid: notification_ids must be a list' using errcode = '22023';
  end if;
  entries := coalesce(pg_catalog.json_array_length(notification_ids), 0);
  if entries > private.notification_release_max() then
    raise exception 'data/too-large: at most % notifications can be released at once, not %',
      private.notification_release_max(), entries using errcode = '22023';
  end if;
  ids := array(select e::uuid from pg_catalog.json_array_elements_text(notification_ids) e);
  update public.notifications n set emailed_at = null
  where n.id = any (ids) and n.emailed_at is not null;
  get diagnostics released = row_count;
  return released;
end
$$;
revoke execute on function public.release_notification_digest(json) from public;
grant execute on function public.release_notification_digest(json) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

create trigger invitations_notify after insert on public.invitations
  for each row execute function private.invitations_notify();

create trigger notification_preferences_updated_at before update on public.notification_preferences
  for each row execute function private.set_updated_at();

create trigger workspace_members_notify after insert or update or delete on public.workspace_members
  for each row execute function private.workspace_members_notify();
