-- The import calls that still took their document as `jsonb` — begin_import's payload,
-- import_part's tasks and import_board's payload — now take `json` and refuse one of more than
-- IMPORT_PART_MAX_BYTES (5 MiB) before it is parsed, as 20261214120000 did for the bulk calls
-- and stage_import. A `jsonb` parameter is built into a tree before the function's first line
-- runs; a 10 MB body cost that tree before its tasks were counted, which on PGlite (one
-- connection) kept every other request waiting for a quarter of a second.
--
-- The work itself is unchanged: the `jsonb` functions of 20261212130000 move to the private
-- schema under their own names, and the public ones check the caller's role, then the bytes as
-- sent, and hand them the document parsed. Callers send the same JSON; a client splits a large
-- import into parts of at most this many bytes.

alter function public.begin_import(uuid, uuid, jsonb) set schema private;
alter function public.import_part(uuid, integer, jsonb) set schema private;
revoke execute on function private.begin_import(uuid, uuid, jsonb),
  private.import_part(uuid, integer, jsonb) from public, anon, authenticated;
grant execute on function private.begin_import(uuid, uuid, jsonb),
  private.import_part(uuid, integer, jsonb) to service_role;

-- Raises import/too-large when `document`, as sent, is over IMPORT_PART_MAX_BYTES: a `json`
-- value is the text that was sent, so its length is known without reading it.
create function private.check_import_bytes(document json, what text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if pg_catalog.octet_length(document::text) > private.import_limit('part_bytes') then
    raise exception 'import/too-large: % is at most % bytes', what,
      private.import_limit('part_bytes') using errcode = '22023';
  end if;
end
$$;

revoke execute on function private.check_import_bytes(json, text) from public, anon, authenticated;
grant execute on function private.check_import_bytes(json, text) to service_role;

-- Creates the hidden board of a large import (admins and the owner): see private.begin_import.
create function public.begin_import(import_id uuid, workspace_id uuid, payload json)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_importer(begin_import.workspace_id);
  perform private.check_import_bytes(begin_import.payload, 'an import''s board');
  return private.begin_import(begin_import.import_id, begin_import.workspace_id,
    begin_import.payload::jsonb);
end
$$;

-- Adds part `part` of the caller's import: see private.import_part.
create function public.import_part(import_id uuid, part integer, tasks json)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.own_import(import_part.import_id);
  perform private.check_import_bytes(import_part.tasks, 'a part');
  perform private.import_part(import_part.import_id, import_part.part, import_part.tasks::jsonb);
end
$$;

drop function public.import_board(uuid, jsonb, uuid);

-- 20261212130000's import_board, its payload measured before it is parsed: the caller's role
-- first, then the bytes, then the staged parts; at most one part's worth (1,000 tasks,
-- IMPORT_PART_ROWS_MAX rows). Larger boards go through begin_import, import_part and
-- finish_import.
create function public.import_board(workspace_id uuid, payload json, import_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  one_import uuid := gen_random_uuid();
  document jsonb;
  tasks jsonb;
begin
  perform private.require_importer(import_board.workspace_id);
  perform private.check_import_bytes(import_board.payload, 'an import''s board');
  document := import_board.payload::jsonb;
  tasks := coalesce(document -> 'tasks', '[]');
  if jsonb_typeof(tasks) is distinct from 'array' then
    raise exception 'data/invalid: an import''s tasks are an array' using errcode = '22023';
  end if;
  if import_board.import_id is not null then
    tasks := tasks || private.take_import_parts(import_board.workspace_id, import_board.import_id);
  end if;
  if jsonb_array_length(tasks) > private.import_tasks_max() then
    raise exception 'import/too-many-tasks: an import creates at most % tasks',
      private.import_tasks_max() using errcode = '22023';
  end if;
  perform private.check_import_states(document -> 'states');
  perform private.check_import_tasks(tasks, jsonb_array_length(document -> 'states'));
  perform private.begin_import(one_import, import_board.workspace_id, document - 'tasks');
  if jsonb_array_length(tasks) > 0 then
    perform private.import_part(one_import, 0, tasks);
  end if;
  return public.finish_import(one_import);
end
$$;

revoke execute on function public.begin_import(uuid, uuid, json),
  public.import_part(uuid, integer, json), public.import_board(uuid, json, uuid)
  from public, anon;
grant execute on function public.begin_import(uuid, uuid, json),
  public.import_part(uuid, integer, json), public.import_board(uuid, json, uuid)
  to authenticated;
