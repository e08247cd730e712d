-- When a task's checklist progress last changed, so a board that missed the live event (a
-- dropped connection) can catch up on it. A recount keeps the task's version and updated_at,
-- so that checking an item never turns someone's open edit into a conflict; without this
-- column nothing would tell a reconnecting client that "2/5" became "3/5".

alter table public.tasks add column checklist_changed_at timestamptz;
comment on column public.tasks.checklist_changed_at is
  'When checklist_done or checklist_total last changed (null: never); kept by triggers.';

-- Named to run after tasks_before_update: a recount keeps the task's version and time and
-- stamps checklist_changed_at; any other write keeps the counts and that stamp.
create or replace function private.tasks_keep_checklist_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(pg_catalog.current_setting('tandem.counting_checklist', true), '') = 'on' then
    new.version := old.version;
    new.updated_at := old.updated_at;
    new.checklist_changed_at := case
      when (new.checklist_done, new.checklist_total) is distinct from
        (old.checklist_done, old.checklist_total) then now()
      else old.checklist_changed_at end;
  else
    new.checklist_done := old.checklist_done;
    new.checklist_total := old.checklist_total;
    new.checklist_changed_at := old.checklist_changed_at;
  end if;
  return new;
end
$$;

-- A new task starts with an empty checklist, whatever a client sends; a restored one keeps
-- the counts (and their time) of the items that come back with it.
create or replace function private.tasks_start_checklist_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_restoring(new.id) then
    new.checklist_done := 0;
    new.checklist_total := 0;
    new.checklist_changed_at := null;
  end if;
  return new;
end
$$;
