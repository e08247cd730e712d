-- Activity and notifications name a task's columns (its board's workflow states), as the board
-- does.
--
-- A move was logged only when `tasks.status` changed, and named the built-in statuses: a move
-- from Backlog to an added "QA / Testing" column read "from Backlog to In Progress" (the
-- status its category reports), and a move between two columns of one category (In Progress →
-- QA / Testing) was not logged at all, nor told to the task's watchers. Now a change of
-- `state_id` is the move, and the entry records the columns as they were named at the time:
-- * task.moved: `from_state_id`/`to_state_id` with `from_state_name`/`to_state_name`, beside the
--   status fields it had (`from`/`to` and their `from_name`/`to_name`), which older clients
--   read;
-- * the `state_changed` notification: the same four keys beside `from`/`to`; a repeat folded
--   into an unread one keeps the column it started from, as it keeps the status.
-- A move to another board names the columns too (each board's own).
--
-- Only existing private functions are replaced (two trigger functions and `private.notify`):
-- `create or replace` keeps their owner and grants, and nothing new is created, so no role
-- gains or loses anything.

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
        'status', new.status, 'status_name', private.status_name(new.status),
        'state_id', new.state_id,
        'state_name', (select s.name from public.board_states s where s.id = new.state_id))
      || case when private.is_restoring(new.id) then '{"restored": true}'::jsonb else '{}'::jsonb end);
  elsif tg_op = 'DELETE' then
    perform private.log_activity(old.workspace_id, null, 'task.deleted',
      jsonb_build_object('task_id', old.id, 'number', old.number, 'title', old.title,
        'board_id', old.board_id));
  else
    -- Reordering inside a column (and rebalancing) is not worth a log entry; a change of
    -- column or board is, whether or not the status its category reports changed.
    if new.state_id is distinct from old.state_id or new.board_id <> old.board_id then
      perform private.log_activity(new.workspace_id, new.id, 'task.moved',
        jsonb_build_object('number', new.number, 'title', new.title, 'from', old.status,
          'to', new.status, 'from_name', private.status_name(old.status),
          'to_name', private.status_name(new.status), 'board_id', new.board_id,
          'from_state_id', old.state_id, 'to_state_id', new.state_id,
          'from_state_name', (select s.name from public.board_states s where s.id = old.state_id),
          'to_state_name', (select s.name from public.board_states s where s.id = new.state_id))
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
