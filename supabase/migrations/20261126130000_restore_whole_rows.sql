-- restore_task puts back whole rows: every column the trash kept, not a list written out here,
-- so a column added to tasks, comments or attachments later survives a delete and its undo.
-- Only what must change on the way back is named (people who are gone, the version, the time
-- of the change); generated columns are left for the database to compute.

-- The columns of `target` an insert may set, quoted and in table order.
create function private.insertable_columns(target regclass)
returns text
language sql
stable
set search_path = ''
as $$
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
  from pg_catalog.pg_attribute a
  where a.attrelid = target and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
$$;

-- Inserts `rows` (a JSON array of row images, as to_jsonb wrote them) into `target`, every
-- insertable column taken from the images.
create function private.insert_row_images(target regclass, rows jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  columns text := private.insertable_columns(target);
begin
  execute format(
    'insert into %s (%s) select %s from pg_catalog.jsonb_populate_recordset(null::%s, $1)',
    target, columns, columns, target
  ) using rows;
end
$$;

-- The id of a profile that still exists, or null: the row of someone who deleted their account
-- comes back without them.
create function private.existing_profile(profile_id text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select p.id from public.profiles p where p.id = profile_id::uuid
$$;

create or replace function public.restore_task(task_id uuid)
returns public.tasks
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  trashed private.task_trash;
  restored public.tasks;
begin
  perform private.purge_task_trash();
  select * into trashed from private.task_trash t where t.task_id = restore_task.task_id for update;
  if not found or not private.is_member(trashed.workspace_id) or trashed.restorable_until <= now() then
    raise exception 'data/not-found: no deleted task to restore' using errcode = 'PT404';
  end if;
  if not (
    private.has_role(trashed.workspace_id, 'admin')
    or (trashed.deleted_by = uid and private.has_role(trashed.workspace_id, 'member'))
  ) then
    raise exception 'data/forbidden: only the person who deleted the task or an admin can restore it'
      using errcode = '42501';
  end if;
  if exists (select 1 from public.boards b where b.id = trashed.board_id and b.archived_at is not null) then
    raise exception 'data/invalid: the board is archived' using errcode = '22023';
  end if;
  update private.task_trash t set restoring = true where t.task_id = trashed.task_id;

  perform private.insert_row_images('public.tasks', jsonb_build_array(
    trashed.task || jsonb_build_object(
      -- People who left the workspace (or deleted their account) meanwhile are not put back.
      'assignee_id', (select m.user_id from public.workspace_members m
        where m.workspace_id = trashed.workspace_id
          and m.user_id = (trashed.task ->> 'assignee_id')::uuid),
      'created_by', private.existing_profile(trashed.task ->> 'created_by'),
      'version', (trashed.task ->> 'version')::integer + 1,
      'updated_at', now()
    )
  ));
  select * into restored from public.tasks t where t.id = trashed.task_id;

  perform private.insert_row_images('public.comments', coalesce((
    select jsonb_agg(c || jsonb_build_object('author_id', private.existing_profile(c ->> 'author_id')))
    from jsonb_array_elements(trashed.comments) c
  ), '[]'));

  perform private.insert_row_images('public.attachments', coalesce((
    select jsonb_agg(a || jsonb_build_object('uploaded_by', private.existing_profile(a ->> 'uploaded_by')))
    from jsonb_array_elements(trashed.attachments) a
    where exists (
      select 1 from storage.objects o
      where o.bucket_id = 'attachments' and o.name = a ->> 'object_path'
    )
  ), '[]'));

  -- The task's history, unlinked when it was deleted, is its own again.
  update public.activity a set task_id = restored.id
  where a.workspace_id = restored.workspace_id and a.task_id is null
    and (
      a.payload ->> 'number' = restored.number::text
      or a.payload ->> 'attachment_id' in (
        select e ->> 'id' from jsonb_array_elements(trashed.attachments) e
      )
    );

  delete from private.task_trash t where t.task_id = trashed.task_id;
  return restored;
end
$$;

revoke execute on function private.insertable_columns(regclass),
  private.insert_row_images(regclass, jsonb), private.existing_profile(text) from public, anon, authenticated;
