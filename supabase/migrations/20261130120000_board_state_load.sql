-- How full each workflow state of a board is, for the board's WIP-limit warnings: per state,
-- in board order, its number of tasks, its limit and whether the count is past it. Under the
-- caller's RLS: a board the caller cannot see has no rows, as a missing one.
create function public.board_state_load(board_id uuid)
returns table (
  state_id uuid,
  task_count integer,
  wip_limit integer,
  wip_hard_limit boolean,
  over_limit boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.id, count(t.id)::integer, s.wip_limit, s.wip_hard_limit,
    coalesce(count(t.id) > s.wip_limit, false)
  from public.board_states s
  left join public.tasks t on t.board_id = s.board_id and t.state_id = s.id
  where s.board_id = board_state_load.board_id
  group by s.id
  order by s.position, s.id
$$;

revoke execute on function public.board_state_load(uuid) from public, anon;
grant execute on function public.board_state_load(uuid) to authenticated, service_role;
