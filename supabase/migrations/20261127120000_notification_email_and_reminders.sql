-- Notification emails and due-date reminders, on a schedule (pg_cron + pg_net, as hosted
-- Supabase provides them; enable both extensions before `supabase db push`).
--
-- Email: every 5 minutes a job asks the `send-notification-digest` Edge Function to run when
-- some notification has waited unread for private.notification_digest_delay() without being
-- emailed, of a kind its recipient gets by email. The function claims those notifications
-- (claim_notification_digests, service role only) and sends each person one digest, with a
-- link to each task and, per kind, a link that turns that kind's email off
-- (unsubscribe_notifications, signed token, no sign-in needed).
--
-- Reminders: every 15 minutes a job notifies assignees of open tasks due today (due_soon: the
-- day ends within 24 hours) or past due (overdue), once per task, due date and kind.
--
-- Settings live in private.settings (not exposed by the API): `functions_url`, where the Edge
-- Functions are served (unset: no email is requested; seed.sql sets the local backend's), and
-- `unsubscribe_secret`, the key of the unsubscribe links, generated here.

create table private.settings (
  name text primary key,
  value text not null
);
alter table private.settings enable row level security;
comment on table private.settings is
  'Deployment settings read by scheduled jobs: functions_url, unsubscribe_secret.';

insert into private.settings (name, value)
values ('unsubscribe_secret', encode(extensions.gen_random_bytes(32), 'hex'));

-- How long a notification waits unread before it is emailed.
create function private.notification_digest_delay()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '10 minutes'
$$;

-- ---------------------------------------------------------------------------------------------
-- Unsubscribe links
-- ---------------------------------------------------------------------------------------------

-- `<user id>.<kind>.<HMAC-SHA256 of both>`: turns off one kind's email for one person.
create function private.unsubscribe_token(person uuid, kind public.notification_kind)
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

-- Turns off the email of the token's kind for its person and returns the kind; a token that
-- was not signed here is data/invalid. Callable without signing in (from an email).
create function public.unsubscribe_notifications(token text)
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
grant execute on function public.unsubscribe_notifications(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Digest
-- ---------------------------------------------------------------------------------------------

-- Unread, not yet emailed, waited long enough, wanted by email, and still visible to the
-- recipient.
create function private.notification_due_for_email(n public.notifications)
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

-- Marks every notification due for email as emailed and returns them, one row per recipient
-- with an address: their name and the items of their digest (kind, count, actor, workspace,
-- task, details, and the unsubscribe token of the kind). For the digest Edge Function only.
create function public.claim_notification_digests()
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

revoke execute on function public.claim_notification_digests() from public, anon, authenticated;
grant execute on function public.claim_notification_digests() to service_role;

-- Asks the digest Edge Function to run when there is something to send; returns pg_net's
-- request id, or null when nothing is due or functions_url is not set.
create function private.request_notification_digest()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text := (select s.value from private.settings s where s.name = 'functions_url');
  request_id bigint;
begin
  if base is null or not exists (
    select 1 from public.notifications n
    where n.read_at is null and n.emailed_at is null and private.notification_due_for_email(n)
  ) then
    return null;
  end if;
  select net.http_post(
    url := rtrim(base, '/') || '/send-notification-digest',
    body := '{}'::jsonb,
    headers := '{"Content-Type": "application/json"}'::jsonb
  ) into request_id;
  return request_id;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Due-date reminders
-- ---------------------------------------------------------------------------------------------

-- Which reminders were sent: once per task, due date and kind (a new due date reminds again).
create table private.due_reminders (
  task_id uuid not null references public.tasks (id) on delete cascade,
  due_date date not null,
  kind public.notification_kind not null check (kind in ('due_soon', 'overdue')),
  sent_at timestamptz not null default now(),
  primary key (task_id, due_date, kind)
);
alter table private.due_reminders enable row level security;

-- A due date is the end of that day (UTC): due_soon on the day itself (it ends within 24
-- hours), overdue from the next day. Open tasks with an assignee only. Returns how many
-- reminders were written.
create function private.notify_due_tasks()
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

revoke execute on function private.notification_digest_delay(),
  private.unsubscribe_token(uuid, public.notification_kind),
  private.notification_due_for_email(public.notifications),
  private.request_notification_digest(), private.notify_due_tasks()
  from public;
grant execute on function private.notification_digest_delay(),
  private.unsubscribe_token(uuid, public.notification_kind),
  private.notification_due_for_email(public.notifications),
  private.request_notification_digest(), private.notify_due_tasks()
  to service_role;

-- The schedules, where pg_cron is enabled (hosted: Integrations → Cron; the local backend
-- always has it). Re-running cron.schedule with the same name updates the job.
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    perform cron.schedule('tandem-notification-digest', '*/5 * * * *',
      'select private.request_notification_digest()');
    perform cron.schedule('tandem-due-reminders', '*/15 * * * *',
      'select private.notify_due_tasks()');
  end if;
end
$$;
