-- Limits a single member cannot get around, and attachments that go with their files.
--
-- Labels: the workspace's set still holds at most 200 labels, and a member creates at most 50
-- of them (admins and the owner are not held to that share), so one member cannot fill the set
-- and leave nobody room to add a label. A label a task is given that the set lacks is created
-- by whoever gave it, so it counts the same way. The refusal is `label/limit`.
--
-- Hard WIP limits: move_task_to_state was the only path that checked them; a task inserted
-- straight into a state, or a PATCH of its `state_id` or `status` (a bulk edit, an undo, a
-- move to another board, a restore from the trash) went past. A trigger now checks every write
-- that puts a task into a state, with the same `state/wip-limit` refusal. A task already in the
-- state is never refused, whatever else changes on it. An import (`tandem.importing` on for its
-- transaction) stands aside: it recreates a board as it was exported.

-- ---------------------------------------------------------------------------------------------
-- Labels: a per-creator share of the set
-- ---------------------------------------------------------------------------------------------

-- Most labels one member (below admin) creates in one workspace's set.
create function private.workspace_labels_per_creator_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 50
$$;

create or replace function private.workspace_labels_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.actor();
begin
  if tg_op = 'INSERT' then
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtextextended('tandem.labels:' || new.workspace_id::text, 0));
    if (select count(*) from public.workspace_labels l where l.workspace_id = new.workspace_id)
       >= private.workspace_labels_max() then
      raise exception 'label/limit: a workspace can have at most % labels',
        private.workspace_labels_max() using errcode = '23514';
    end if;
    -- Admins curate the set; only members below them are held to a share of it.
    if actor is not null and not private.has_role(new.workspace_id, 'admin')
       and (select count(*) from public.workspace_labels l
            where l.workspace_id = new.workspace_id and l.created_by = actor)
           >= private.workspace_labels_per_creator_max() then
      raise exception 'label/limit: a member can create at most % of a workspace''s labels',
        private.workspace_labels_per_creator_max() using errcode = '23514';
    end if;
    new.created_by := actor;
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

revoke execute on function private.workspace_labels_per_creator_max() from public, anon;
grant execute on function private.workspace_labels_per_creator_max() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Hard WIP limits on every write
-- ---------------------------------------------------------------------------------------------

-- Counts afresh for every row (volatile, unlike check_hard_wip_limit), so one statement that
-- moves several tasks into a state sees the ones it has already moved.
create function private.tasks_hard_wip_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  state public.board_states;
  held integer;
begin
  if new.state_id is null or private.is_importing()
     or (tg_op = 'UPDATE' and new.state_id is not distinct from old.state_id) then
    return new;
  end if;
  select * into state from public.board_states s where s.id = new.state_id;
  if not found or not state.wip_hard_limit or state.wip_limit is null then
    return new;
  end if;
  -- The lock every position writer takes: two writers cannot both take the last place.
  perform private.lock_board(new.board_id);
  select count(*) into held from public.tasks t where t.state_id = state.id and t.id <> new.id;
  if held >= state.wip_limit then
    raise exception 'state/wip-limit: % holds % of at most % tasks', state.name, held,
      state.wip_limit using errcode = '23514';
  end if;
  return new;
end
$$;

-- Named to fire after tasks_align_state (triggers fire in name order), which settles
-- `state_id` from a written `status`.
create trigger tasks_hard_wip_limit before insert or update on public.tasks
  for each row execute function private.tasks_hard_wip_limit();

revoke execute on function private.tasks_hard_wip_limit() from public, anon, authenticated;
grant execute on function private.tasks_hard_wip_limit() to service_role;

-- ---------------------------------------------------------------------------------------------
-- Attachments go with their files
-- ---------------------------------------------------------------------------------------------
-- Deleting an attachment's file through Storage (the uploader or an admin may) used to leave
-- its row pointing at nothing. The row now goes with the object, and with it the
-- `attachment.removed` activity, as if the attachment had been deleted.
--
-- A task's files are kept while the task sits in the trash (a restore brings them back) and
-- removed when the trash is purged. Signing a link checks the reader against the task, so no
-- new link is made once the task is deleted; a link made before stays valid until it expires,
-- as Storage checks only the link's signature, which is why links are short-lived (the
-- api-client's SIGNED_URL_MAX_TTL_SECONDS).
create function private.attachment_objects_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.bucket_id = 'attachments' then
    delete from public.attachments a where a.object_path = old.name;
  end if;
  return null;
end
$$;

create trigger attachment_objects_after_delete after delete on storage.objects
  for each row execute function private.attachment_objects_after_delete();

revoke execute on function private.attachment_objects_after_delete() from public, anon, authenticated;
grant execute on function private.attachment_objects_after_delete() to service_role;
