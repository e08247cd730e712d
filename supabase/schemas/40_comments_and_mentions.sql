-- Comments, @mentions and watchers (who follows a task).

-- Function bodies are checked when they run, not when they are created (as in pg_dump's output),
-- so a helper may read a table declared further down or in a later file.
set check_function_bodies = off;

create table public.comments (
  id uuid not null default gen_random_uuid(),
  task_id uuid not null,
  workspace_id uuid not null,
  author_id uuid,
  body text not null,
  created_at timestamp with time zone not null default now(),
  edited_at timestamp with time zone,
  deleted_at timestamp with time zone,
  mentions uuid[] not null default '{}'::uuid[],
  imported_author text,
  imported_at timestamp with time zone,
  constraint comments_pkey primary key (id),
  constraint comments_author_id_fkey foreign key (author_id) references public.profiles(id) on delete set null,
  constraint comments_task_id_fkey foreign key (task_id) references public.tasks(id) on delete cascade,
  constraint comments_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade,
  constraint comments_body_check check (private.is_trimmed_text(body, 1, 4000)),
  constraint comments_imported_author_check check (((char_length(imported_author) >= 1) and (char_length(imported_author) <= 200)))
);

alter table public.comments enable row level security;

comment on column public.comments.imported_at is
  'When the comment was written where it was imported from; null when unknown or written here.';

comment on column public.comments.imported_author is
  'Who wrote the comment where it was imported from (a name or an email, as the file said); null for comments written here.';

comment on column public.comments.mentions is
  'Members mentioned in the body as @[id]; kept by a trigger, never by clients.';

create index comments_task_id_created_at_idx ON public.comments (task_id, created_at);

grant insert, select, update, delete on table public.comments to service_role, authenticated;

create policy comments_delete on public.comments for delete to authenticated
  using (
    private.has_task_role(task_id, 'member')
    and (author_id = (select auth.uid()) or private.has_task_role(task_id, 'admin'))
  );

create policy comments_insert on public.comments for insert to authenticated
  with check (private.has_task_role(task_id, 'member') and author_id = (select auth.uid()));

-- Comments are checked through their task, never through their own workspace_id.
create policy comments_select on public.comments for select to authenticated
  using (private.has_task_role(task_id, 'viewer'));

-- Authors edit their own comments; admins may soft-delete anyone's (setting deleted_at), and
-- a trigger refuses any other change by a non-author.
create policy comments_update on public.comments for update to authenticated
  using (
    private.has_task_role(task_id, 'member')
    and (author_id = (select auth.uid()) or private.has_task_role(task_id, 'admin'))
  )
  with check (
    private.has_task_role(task_id, 'member')
    and (author_id = (select auth.uid()) or private.has_task_role(task_id, 'admin'))
  );

create table public.task_watchers (
  task_id uuid not null,
  user_id uuid not null default auth.uid(),
  created_at timestamp with time zone not null default now(),
  constraint task_watchers_pkey primary key (task_id, user_id),
  constraint task_watchers_task_id_fkey foreign key (task_id) references public.tasks(id) on delete cascade,
  constraint task_watchers_user_id_fkey foreign key (user_id) references public.profiles(id) on delete cascade
);

alter table public.task_watchers enable row level security;

comment on table public.task_watchers is
  'Who follows a task: told about its comments and state changes.';

create index task_watchers_user_id_idx ON public.task_watchers (user_id, task_id);

grant insert, select, update, delete on table public.task_watchers to service_role;
grant insert, select, delete on table public.task_watchers to authenticated;

-- You unwatch for yourself only.
create policy task_watchers_delete on public.task_watchers for delete to authenticated
  using (user_id = (select auth.uid()) and private.has_task_role(task_id, 'viewer'));

-- You watch a task you can see (viewers too: they are told about it like anyone else), and
-- only for yourself.
create policy task_watchers_insert on public.task_watchers for insert to authenticated
  with check (user_id = (select auth.uid()) and private.has_task_role(task_id, 'viewer'));

-- Everyone who can see the task sees who watches it.
create policy task_watchers_select on public.task_watchers for select to authenticated
  using (private.has_task_role(task_id, 'viewer'));

-- A watch has nothing to edit: unwatch and watch again.
create policy task_watchers_update on public.task_watchers for update to authenticated
  using (false);

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

create or replace function private.comments_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_restoring(new.task_id) then
    return null;
  end if;
  perform private.log_activity(new.workspace_id, new.task_id, 'comment.created',
    jsonb_build_object('comment_id', new.id,
      'number', (select t.number from public.tasks t where t.id = new.task_id)));
  return null;
end
$$;
revoke execute on function private.comments_after_insert() from public;
grant execute on function private.comments_after_insert() to authenticated, service_role;

-- The distinct member ids mentioned in `body` as `@[<uuid>]`, in order of first appearance.
create or replace function private.mentioned_ids(body text)
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
revoke execute on function private.mentioned_ids(text) from public;
grant execute on function private.mentioned_ids(text) to authenticated, service_role;

-- Refuses mentions (beyond those in `already`) of people who are not members of `ws`.
create or replace function private.check_mentions(ws uuid, mentioned uuid[], already uuid[])
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
revoke execute on function private.check_mentions(uuid,uuid[],uuid[]) from public;
grant execute on function private.check_mentions(uuid,uuid[],uuid[]) to authenticated, service_role;

-- Keeps `mentions` from the text column named by the first argument (tasks: description,
-- comments: body). Runs after the triggers that fill workspace_id (their names sort first). A
-- restored task or comment (its task id in the column named by the second argument) keeps its
-- text even if someone it mentions has left since.
create or replace function private.keep_mentions()
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
revoke execute on function private.keep_mentions() from public;
grant execute on function private.keep_mentions() to authenticated, service_role;

create or replace function private.tasks_auto_watch()
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
revoke execute on function private.tasks_auto_watch() from public;
grant execute on function private.tasks_auto_watch() to authenticated, service_role;

create or replace function private.comments_auto_watch()
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
revoke execute on function private.comments_auto_watch() from public;
grant execute on function private.comments_auto_watch() to authenticated, service_role;

-- Leaving (or being removed from) a workspace stops watching its tasks.
create or replace function private.workspace_members_forget_watches()
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
revoke execute on function private.workspace_members_forget_watches() from public;
grant execute on function private.workspace_members_forget_watches() to authenticated, service_role;

-- Sets a new comment's author and time from the caller and the clock, except for an imported
-- comment, which keeps them (as a restored one does): the import chooses the member who wrote
-- it, and when.
create or replace function private.comments_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.actor();
begin
  if tg_op = 'INSERT' then
    new.workspace_id := (select t.workspace_id from public.tasks t where t.id = new.task_id);
    if private.is_restoring(new.task_id) or private.is_importing() then
      return new;
    end if;
    new.author_id := coalesce(actor, new.author_id);
    new.created_at := now();
    new.edited_at := null;
    new.deleted_at := null;
    return new;
  end if;
  new.id := old.id;
  new.task_id := old.task_id;
  new.workspace_id := old.workspace_id;
  new.author_id := old.author_id;
  new.created_at := old.created_at;
  if old.deleted_at is not null and (new.deleted_at is null or new.body <> old.body) then
    raise exception 'data/invalid: a deleted comment cannot change' using errcode = '23514';
  end if;
  if new.body <> old.body then
    -- Admins may remove other people's comments, never put words in their mouth.
    if actor is not null and actor is distinct from old.author_id then
      raise exception 'data/forbidden: only the author can edit a comment' using errcode = '42501';
    end if;
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  if new.deleted_at is not null and old.deleted_at is null then
    new.deleted_at := now();
  elsif old.deleted_at is not null then
    new.deleted_at := old.deleted_at;
  end if;
  return new;
end
$$;
revoke execute on function private.comments_before_write() from public;
grant execute on function private.comments_before_write() to authenticated, service_role;

-- Only an import (or a restore, bringing back the deleted row) says where a comment came from;
-- an edit never changes it.
create or replace function private.comments_keep_origin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not (private.is_importing() or private.is_restoring(new.task_id)) then
      new.imported_author := null;
      new.imported_at := null;
    end if;
  else
    new.imported_author := old.imported_author;
    new.imported_at := old.imported_at;
  end if;
  return new;
end
$$;
revoke execute on function private.comments_keep_origin() from public;

-- Named to run after tasks_before_delete (which has just written the snapshot) and
-- tasks_before_delete_checklist.
create or replace function private.tasks_trash_watchers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.task_trash t set watchers = coalesce((
    select jsonb_agg(to_jsonb(w) order by w.created_at, w.user_id)
    from public.task_watchers w where w.task_id = old.id
  ), '[]')
  where t.task_id = old.id;
  return old;
end
$$;
revoke execute on function private.tasks_trash_watchers() from public;
grant execute on function private.tasks_trash_watchers() to authenticated, service_role;

-- Whether restore_task is putting back a task whose watchers were kept: the automatic watches
-- (creator, assignee, commenters, mentioned) then stand aside, and the kept ones come back.
create or replace function private.is_restoring_watchers(restored_task_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.task_trash t
    where t.task_id = restored_task_id and t.restoring and t.watchers is not null
  )
$$;
revoke execute on function private.is_restoring_watchers(uuid) from public;
grant execute on function private.is_restoring_watchers(uuid) to authenticated, service_role;

-- Adds watchers to a task (existing watches stay, nulls and non-members skipped), except while
-- restore_task puts back a task whose watchers were kept.
create or replace function private.watch_task(task uuid, people uuid[])
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
  where t.id = task and not private.is_restoring_watchers(task)
  on conflict do nothing
$$;
revoke execute on function private.watch_task(uuid,uuid[]) from public;
grant execute on function private.watch_task(uuid,uuid[]) to authenticated, service_role;

-- restore_task inserts the task back while its snapshot is marked as restoring: the people who
-- watched it watch it again, since when they did, unless they have left the workspace.
create or replace function private.tasks_restore_watchers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_restoring_watchers(new.id) then
    insert into public.task_watchers (task_id, user_id, created_at)
    select new.id, w.user_id, w.created_at
    from private.task_trash t
    cross join jsonb_populate_recordset(null::public.task_watchers, t.watchers) w
    join public.workspace_members m on m.workspace_id = new.workspace_id and m.user_id = w.user_id
    where t.task_id = new.id
    on conflict do nothing;
  end if;
  return null;
end
$$;
revoke execute on function private.tasks_restore_watchers() from public;
grant execute on function private.tasks_restore_watchers() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

create trigger comments_a_hidden_board before insert on public.comments
  for each row execute function private.refuse_hidden_board();

create trigger comments_before_write before insert or update on public.comments
  for each row execute function private.comments_before_write();

create trigger comments_forget_deleted_profile before update on public.comments
  for each row execute function private.forget_deleted_profile('author_id');

create trigger comments_keep_mentions before insert or update on public.comments
  for each row execute function private.keep_mentions('body', 'task_id');

create trigger comments_keep_origin before insert or update on public.comments
  for each row execute function private.comments_keep_origin();

create trigger tasks_before_delete_watchers before delete on public.tasks
  for each row execute function private.tasks_trash_watchers();

create trigger tasks_keep_mentions before insert or update on public.tasks
  for each row execute function private.keep_mentions('description', 'id');

create trigger tasks_restore_watchers after insert on public.tasks
  for each row execute function private.tasks_restore_watchers();

create trigger workspace_members_forget_watches after delete on public.workspace_members
  for each row execute function private.workspace_members_forget_watches();
