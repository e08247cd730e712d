-- A board's tasks read with the caller's membership looked up once per statement.
--
-- `tasks_select` asked `private.is_member(workspace_id)` of every row: a function call and an
-- index lookup per task, which PostgreSQL cannot fold away (it is security definer). Reading a
-- board of 5,000 tasks, its first hundred or its count, evaluated it 5,000 times, and because
-- the planner cannot tell how many rows the call lets through, it sorted the whole board for
-- the first page rather than reading it in index order. The policy now compares each row's
-- workspace with the caller's workspaces, read once per statement as an init plan (as
-- `private.hidden_boards` is): the same rows are visible, for a fraction of the cost.

-- The workspaces the caller is a member of (none for anon).
create function private.member_workspaces()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.workspace_id), '{}')
  from public.workspace_members m
  where m.user_id = (select auth.uid())
$$;

revoke execute on function private.member_workspaces() from public;
grant execute on function private.member_workspaces() to authenticated, anon, service_role;

drop policy tasks_select on public.tasks;
create policy tasks_select on public.tasks for select to authenticated
  using (workspace_id = any ((select private.member_workspaces())::uuid[])
      and board_id <> all ((select private.hidden_boards())::uuid[]));
