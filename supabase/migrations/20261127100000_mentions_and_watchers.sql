-- @mentions and task watchers.
--
-- A mention is written in a comment body or a task description as the token `@[<member id>]`:
-- plain text that survives markdown untouched, and that the app renders as a chip with the
-- member's current name (so a rename changes how old mentions read). The mentioned ids are
-- kept in a `mentions uuid[]` column, recomputed by a trigger from the text, so clients can
-- never set them on their own; a newly written mention of someone who is not a member of the
-- task's workspace is refused (`mention/not-member`, SQLSTATE 23514).
--
-- Watchers: people who follow a task. You watch a task you created, are assigned to, comment
-- on or are mentioned in (triggers); anyone who can see the task may watch or unwatch it
-- themselves (a plain insert or delete of their own row); members see who watches.

-- ---------------------------------------------------------------------------------------------
-- Mentions
-- ---------------------------------------------------------------------------------------------

-- The distinct member ids mentioned in `body` as `@[<uuid>]`, in order of first appearance.
create function private.mentioned_ids(body text)
returns uuid[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(id order by first_at), '{}')
  from (
    select lower(m.token[1])::uuid as id, min(m.n) as first_at
    from pg_catalog.regexp_matches(
      coalesce(body, ''),
      '@\[([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\]',
      'g'
    ) with ordinality as m(token, n)
    group by 1
  ) ids
$$;

-- Refuses mentions (beyond those in `already`) of people who are not members of `ws`.
create function private.check_mentions(ws uuid, mentioned uuid[], already uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  stranger uuid;
begin
  select id into stranger
  from pg_catalog.unnest(mentioned) id
  where not (id = any (coalesce(already, '{}')))
    and not exists (
      select 1 from public.workspace_members m where m.workspace_id = ws and m.user_id = id
    )
  limit 1;
  if stranger is not null then
    raise exception 'mention/not-member: % is not a member of this workspace', stranger
      using errcode = '23514';
  end if;
end
$$;

alter table public.tasks add column mentions uuid[] not null default '{}';
alter table public.comments add column mentions uuid[] not null default '{}';
comment on column public.tasks.mentions is
  'Members mentioned in the description as @[id]; kept by a trigger, never by clients.';
comment on column public.comments.mentions is
  'Members mentioned in the body as @[id]; kept by a trigger, never by clients.';

-- Keeps `mentions` from the text column named by the first argument (tasks: description,
-- comments: body). Runs after the triggers that fill workspace_id (their names sort first). A
-- restored task or comment (its task id in the column named by the second argument) keeps its
-- text even if someone it mentions has left since.
create function private.keep_mentions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Read through JSON: the text and task id columns differ between the two tables.
  data jsonb := to_jsonb(new);
begin
  new.mentions := private.mentioned_ids(data ->> tg_argv[0]);
  if not private.is_restoring((data ->> tg_argv[1])::uuid) then
    perform private.check_mentions(new.workspace_id, new.mentions,
      case when tg_op = 'UPDATE' then old.mentions end);
  end if;
  return new;
end
$$;

create trigger tasks_keep_mentions before insert or update on public.tasks
  for each row execute function private.keep_mentions('description', 'id');
create trigger comments_keep_mentions before insert or update on public.comments
  for each row execute function private.keep_mentions('body', 'task_id');

-- ---------------------------------------------------------------------------------------------
-- Watchers
-- ---------------------------------------------------------------------------------------------
create table public.task_watchers (
  task_id uuid not null references public.tasks (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (task_id, user_id)
);
alter table public.task_watchers enable row level security;
comment on table public.task_watchers is
  'Who follows a task: told about its comments and state changes.';
-- "Tasks I watch" and the cleanup when someone leaves a workspace look watchers up by person.
create index task_watchers_user_id_idx on public.task_watchers (user_id, task_id);

-- Everyone who can see the task sees who watches it.
create policy task_watchers_select on public.task_watchers for select to authenticated
  using (private.has_task_role(task_id, 'viewer'));
-- You watch a task you can see (viewers too: they are told about it like anyone else), and
-- only for yourself.
create policy task_watchers_insert on public.task_watchers for insert to authenticated
  with check (user_id = (select auth.uid()) and private.has_task_role(task_id, 'viewer'));
-- A watch has nothing to edit: unwatch and watch again.
create policy task_watchers_update on public.task_watchers for update to authenticated
  using (false);
-- You unwatch for yourself only.
create policy task_watchers_delete on public.task_watchers for delete to authenticated
  using (user_id = (select auth.uid()) and private.has_task_role(task_id, 'viewer'));

-- Adds watchers (existing ones stay), skipping nulls and anyone not a member of the task's
-- workspace.
create function private.watch_task(task uuid, people uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.task_watchers (task_id, user_id)
  select t.id, person
  from public.tasks t
  cross join pg_catalog.unnest(people) person
  join public.workspace_members m on m.workspace_id = t.workspace_id and m.user_id = person
  where t.id = task
  on conflict do nothing
$$;

create function private.tasks_auto_watch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.watch_task(new.id, array[new.created_by, new.assignee_id] || new.mentions);
  else
    perform private.watch_task(new.id,
      array[case when new.assignee_id is distinct from old.assignee_id then new.assignee_id end]
      || array(select unnest(new.mentions) except select unnest(old.mentions)));
  end if;
  return null;
end
$$;

create trigger tasks_auto_watch after insert or update on public.tasks
  for each row execute function private.tasks_auto_watch();

create function private.comments_auto_watch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.watch_task(new.task_id, array[new.author_id] || new.mentions);
  else
    perform private.watch_task(new.task_id,
      array(select unnest(new.mentions) except select unnest(old.mentions)));
  end if;
  return null;
end
$$;

create trigger comments_auto_watch after insert or update on public.comments
  for each row execute function private.comments_auto_watch();

-- Leaving (or being removed from) a workspace stops watching its tasks.
create function private.workspace_members_forget_watches()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.task_watchers w
  using public.tasks t
  where t.id = w.task_id and t.workspace_id = old.workspace_id and w.user_id = old.user_id;
  return null;
end
$$;

create trigger workspace_members_forget_watches after delete on public.workspace_members
  for each row execute function private.workspace_members_forget_watches();

revoke execute on function private.mentioned_ids(text), private.check_mentions(uuid, uuid[], uuid[]),
  private.keep_mentions(),
  private.watch_task(uuid, uuid[]), private.tasks_auto_watch(), private.comments_auto_watch(),
  private.workspace_members_forget_watches()
  from public;
grant execute on function private.mentioned_ids(text), private.check_mentions(uuid, uuid[], uuid[]),
  private.keep_mentions(),
  private.watch_task(uuid, uuid[]), private.tasks_auto_watch(), private.comments_auto_watch(),
  private.workspace_members_forget_watches()
  to authenticated, service_role;
