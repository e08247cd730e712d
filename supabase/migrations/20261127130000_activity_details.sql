-- Activity that says what changed, and a workspace feed filtered by board and person.
--
-- Every entry's payload now carries `actor_name`: the actor's display name when it was written,
-- or "Tandem" when no signed-in person did it (the seed, scheduled jobs, the service role),
-- one name for the system everywhere. Task entries add what the app needs to word them:
-- * task.moved: `from`/`to` (status values) with `from_name`/`to_name` ("Todo", "In Review"),
--   and `from_board_name`/`board_name` when the board changed;
-- * task.updated: `fields` as before, plus `changes`, per field: `title`, `priority` (with
--   `from_name`/`to_name`), `assignee_id` (with the people's names), `due_date` and `labels`
--   as `{from, to}`; `description` as `{}` (the text is too long to repeat).
-- `activity.board_id` (the task's board, or the board of a board entry) lets the feed be
-- filtered by board as plainly as by `actor_id`.

-- The name activity shows for changes no signed-in person made.
create function private.system_actor_name()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Tandem'::text
$$;

create function private.status_name(status public.task_status)
returns text
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'backlog' then 'Backlog'
    when 'todo' then 'Todo'
    when 'in_progress' then 'In Progress'
    when 'in_review' then 'In Review'
    when 'done' then 'Done'
    when 'canceled' then 'Canceled'
  end
$$;

create function private.priority_name(priority public.task_priority)
returns text
language sql
immutable
set search_path = ''
as $$
  select case priority
    when 'none' then 'No priority'
    when 'low' then 'Low'
    when 'medium' then 'Medium'
    when 'high' then 'High'
    when 'urgent' then 'Urgent'
  end
$$;

create function private.person_name(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.display_name from public.profiles p where p.id = person
$$;

alter table public.activity
  add column board_id uuid references public.boards (id) on delete set null;
comment on column public.activity.board_id is
  'The board of the task (or the board) concerned, for filtering the feed; null otherwise.';
create index activity_workspace_board_idx
  on public.activity (workspace_id, board_id, created_at desc, id desc) where board_id is not null;
create index activity_workspace_actor_idx
  on public.activity (workspace_id, actor_id, created_at desc, id desc) where actor_id is not null;

update public.activity a
set board_id = coalesce(
  (select t.board_id from public.tasks t where t.id = a.task_id),
  (select b.id from public.boards b
   where b.id::text = a.payload ->> 'board_id' and b.workspace_id = a.workspace_id)
);
update public.activity a
set payload = a.payload || jsonb_build_object('actor_name',
  coalesce(private.person_name(a.actor_id), private.system_actor_name()))
where not a.payload ? 'actor_name';

create or replace function private.log_activity(ws uuid, task uuid, kind public.activity_kind, payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.actor();
  board uuid;
begin
  if not exists (select 1 from public.workspaces w where w.id = ws) then
    return;
  end if;
  if task is not null then
    select t.board_id into board from public.tasks t where t.id = task;
    if not found then
      task := null;
    end if;
  end if;
  if board is null and payload ? 'board_id' then
    select b.id into board from public.boards b
    where b.id::text = payload ->> 'board_id' and b.workspace_id = ws;
  end if;
  insert into public.activity (workspace_id, task_id, board_id, actor_id, kind, payload)
  values (ws, task, board, actor, kind, payload || jsonb_build_object('actor_name',
    coalesce(private.person_name(actor), private.system_actor_name())));
end
$$;

-- `{from, to}` of one field, or nothing when it did not change.
create function private.change_of(changed boolean, from_value jsonb, to_value jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when changed then jsonb_build_object('from', from_value, 'to', to_value) end
$$;

create or replace function private.tasks_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes jsonb;
begin
  if tg_op = 'INSERT' then
    perform private.log_activity(new.workspace_id, new.id, 'task.created',
      jsonb_build_object('number', new.number, 'title', new.title, 'board_id', new.board_id,
        'status', new.status, 'status_name', private.status_name(new.status))
      || case when private.is_restoring(new.id) then '{"restored": true}'::jsonb else '{}'::jsonb end);
  elsif tg_op = 'DELETE' then
    perform private.log_activity(old.workspace_id, null, 'task.deleted',
      jsonb_build_object('task_id', old.id, 'number', old.number, 'title', old.title,
        'board_id', old.board_id));
  else
    -- Reordering inside a column (and rebalancing) is not worth a log entry; a change of
    -- column or board is.
    if new.status <> old.status or new.board_id <> old.board_id then
      perform private.log_activity(new.workspace_id, new.id, 'task.moved',
        jsonb_build_object('number', new.number, 'title', new.title, 'from', old.status,
          'to', new.status, 'from_name', private.status_name(old.status),
          'to_name', private.status_name(new.status), 'board_id', new.board_id)
        || case when new.board_id <> old.board_id then jsonb_build_object(
             'from_board_id', old.board_id,
             'from_board_name', (select b.name from public.boards b where b.id = old.board_id),
             'board_name', (select b.name from public.boards b where b.id = new.board_id))
           else '{}'::jsonb end);
    end if;
    -- The fields that changed (unchanged ones are SQL nulls, left out here).
    select coalesce(jsonb_object_agg(field.key, field.value), '{}') into changes
    from jsonb_each(jsonb_build_object(
      'title', private.change_of(new.title <> old.title, to_jsonb(old.title), to_jsonb(new.title)),
      'description', case when new.description is distinct from old.description then '{}'::jsonb end,
      'priority', private.change_of(new.priority <> old.priority, to_jsonb(old.priority),
        to_jsonb(new.priority)) || jsonb_build_object(
          'from_name', private.priority_name(old.priority),
          'to_name', private.priority_name(new.priority)),
      'assignee_id', private.change_of(new.assignee_id is distinct from old.assignee_id,
        to_jsonb(old.assignee_id), to_jsonb(new.assignee_id)) || jsonb_build_object(
          'from_name', private.person_name(old.assignee_id),
          'to_name', private.person_name(new.assignee_id)),
      'due_date', private.change_of(new.due_date is distinct from old.due_date,
        to_jsonb(old.due_date), to_jsonb(new.due_date)),
      'labels', private.change_of(new.labels <> old.labels, to_jsonb(old.labels),
        to_jsonb(new.labels))
    )) field
    where jsonb_typeof(field.value) <> 'null';
    if changes <> '{}'::jsonb then
      perform private.log_activity(new.workspace_id, new.id, 'task.updated',
        jsonb_build_object('number', new.number, 'title', new.title,
          -- In the order the feed has always listed them.
          'fields', to_jsonb(array_remove(array[
            case when changes ? 'title' then 'title' end,
            case when changes ? 'description' then 'description' end,
            case when changes ? 'priority' then 'priority' end,
            case when changes ? 'assignee_id' then 'assignee_id' end,
            case when changes ? 'due_date' then 'due_date' end,
            case when changes ? 'labels' then 'labels' end
          ], null)),
          'changes', changes));
    end if;
  end if;
  return null;
end
$$;

revoke execute on function private.system_actor_name(), private.status_name(public.task_status),
  private.priority_name(public.task_priority), private.person_name(uuid),
  private.change_of(boolean, jsonb, jsonb)
  from public;
grant execute on function private.system_actor_name(), private.status_name(public.task_status),
  private.priority_name(public.task_priority), private.person_name(uuid),
  private.change_of(boolean, jsonb, jsonb)
  to authenticated, service_role;
