-- Workspace labels: the set of labels a workspace uses, each with a name and a colour.
--
-- A task keeps naming its labels in tasks.labels, so lists, filters and search read them as
-- before; the set is the authority over names and colours. A label a task is given that the
-- set lacks joins it (so a member typing a new label loses nothing); renaming a label renames
-- it on every task, merging one into another leaves every task with the second once, and
-- deleting one takes it off every task. Every member reads the set and adds to it; admins and
-- the owner rename, recolour, merge and delete. Changes go live on the workspace's channel;
-- the tasks they touch go live on their boards' channels like any other edit.
--
-- Today's labels all join the set, exactly as written ("bug" and "Bug" stay two labels until
-- an admin merges them), in grey.

create table public.workspace_labels (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null check (private.is_trimmed_text(name, 1, 24)),
  color text not null default 'gray'
    check (color in ('gray', 'red', 'orange', 'amber', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink')),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (workspace_id, name)
);
alter table public.workspace_labels enable row level security;
comment on table public.workspace_labels is 'The labels of a workspace: names and colours tasks use.';

-- Today's labels, as written, all of them: before the limit below counts.
insert into public.workspace_labels (workspace_id, name, created_at, updated_at)
select distinct t.workspace_id, l, now(), now()
from public.tasks t, pg_catalog.unnest(t.labels) l
on conflict (workspace_id, name) do nothing;

create policy workspace_labels_select on public.workspace_labels for select to authenticated
  using (private.is_member(workspace_id));
create policy workspace_labels_insert on public.workspace_labels for insert to authenticated
  with check (private.has_role(workspace_id, 'member'));
create policy workspace_labels_update on public.workspace_labels for update to authenticated
  using (private.has_role(workspace_id, 'admin'))
  with check (private.has_role(workspace_id, 'admin'));
create policy workspace_labels_delete on public.workspace_labels for delete to authenticated
  using (private.has_role(workspace_id, 'admin'));

-- Most labels one workspace holds.
create function private.workspace_labels_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 200
$$;

create function private.workspace_labels_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtextextended('tandem.labels:' || new.workspace_id::text, 0));
    if (select count(*) from public.workspace_labels l where l.workspace_id = new.workspace_id)
       >= private.workspace_labels_max() then
      raise exception 'data/invalid: a workspace can have at most % labels',
        private.workspace_labels_max() using errcode = '23514';
    end if;
    new.created_by := private.actor();
    new.created_at := now();
  else
    new.id := old.id;
    new.workspace_id := old.workspace_id;
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger workspace_labels_before_write before insert or update on public.workspace_labels
  for each row execute function private.workspace_labels_before_write();

-- Every task of the workspace that has `old_name` gets `new_name` in its place (once, where
-- the first of the two stood), or loses it when `new_name` is null.
create function private.relabel_tasks(ws uuid, old_name text, new_name text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.tasks t set labels = coalesce((
    select pg_catalog.array_agg(l order by first_at)
    from (
      select l, min(ord) as first_at
      from pg_catalog.unnest(
        case when new_name is null then pg_catalog.array_remove(t.labels, old_name)
          else pg_catalog.array_replace(t.labels, old_name, new_name) end
      ) with ordinality u(l, ord)
      group by l
    ) kept
  ), '{}')
  where t.workspace_id = ws and old_name = any (t.labels)
$$;

create function private.workspace_labels_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.name <> old.name then
    perform private.relabel_tasks(old.workspace_id, old.name, new.name);
  elsif tg_op = 'DELETE' and exists (select 1 from public.workspaces w where w.id = old.workspace_id) then
    perform private.relabel_tasks(old.workspace_id, old.name, null);
  end if;
  return null;
end
$$;

create trigger workspace_labels_after_write after update or delete on public.workspace_labels
  for each row execute function private.workspace_labels_after_write();

-- A task's labels join the set when it lacks them.
create function private.tasks_labels_into_set()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.labels = old.labels then
    return null;
  end if;
  insert into public.workspace_labels (workspace_id, name)
  select new.workspace_id, l from pg_catalog.unnest(new.labels) l
  where not exists (
    select 1 from public.workspace_labels s where s.workspace_id = new.workspace_id and s.name = l
  )
  on conflict (workspace_id, name) do nothing;
  return null;
end
$$;

create trigger tasks_labels_into_set after insert or update on public.tasks
  for each row execute function private.tasks_labels_into_set();

-- Live on the workspace's channel (the shared trigger function sends other tables there).
create trigger workspace_labels_broadcast after insert or update or delete on public.workspace_labels
  for each row execute function private.broadcast_change();

-- Merges `label_id` into `into_id` (two labels of one workspace): every task with the first
-- has the second instead, once, and the first is gone. Admins and the owner.
create function public.merge_labels(label_id uuid, into_id uuid)
returns public.workspace_labels
language plpgsql
security invoker
set search_path = ''
as $$
declare
  source public.workspace_labels;
  target public.workspace_labels;
begin
  select * into source from public.workspace_labels l where l.id = merge_labels.label_id;
  select * into target from public.workspace_labels l where l.id = merge_labels.into_id;
  if source.id is null or target.id is null then
    raise exception 'data/not-found: label not found' using errcode = 'PT404';
  end if;
  if source.workspace_id <> target.workspace_id or source.id = target.id then
    raise exception 'data/invalid: labels merge into another label of the same workspace'
      using errcode = '22023';
  end if;
  if not private.has_role(source.workspace_id, 'admin') then
    raise exception 'data/forbidden: requires the admin role' using errcode = '42501';
  end if;
  perform private.relabel_tasks(source.workspace_id, source.name, target.name);
  delete from public.workspace_labels l where l.id = source.id;
  return target;
end
$$;

revoke execute on function public.merge_labels(uuid, uuid) from public, anon;
grant execute on function public.merge_labels(uuid, uuid) to authenticated;

revoke execute on function private.workspace_labels_max(), private.workspace_labels_before_write(),
  private.relabel_tasks(uuid, text, text), private.workspace_labels_after_write(),
  private.tasks_labels_into_set()
  from public;
grant execute on function private.workspace_labels_max(), private.workspace_labels_before_write(),
  private.relabel_tasks(uuid, text, text), private.workspace_labels_after_write(),
  private.tasks_labels_into_set()
  to authenticated, service_role;
