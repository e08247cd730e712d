-- A new column lands before the board's done columns (those of the completed and canceled
-- categories), as a team adding "QA" or "Blocked" expects, instead of after Done; a new done
-- column still goes to the end, and a state inserted with its own position (an import, an
-- undo) keeps it.
--
-- A trigger of its own that places the state, named to fire before
-- `board_states_before_insert` (triggers of one event fire in name order), which then finds the
-- position set and only validates it; its checks of access and of the state limit still run.
create function private.place_new_state()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  first_done text;
begin
  -- The same board lock as the insert trigger: two columns added at once get distinct keys.
  perform private.lock_board(new.board_id);
  if new.category not in ('completed', 'canceled') then
    select min(s.position) into first_done from public.board_states s
    where s.board_id = new.board_id and s.category in ('completed', 'canceled');
  end if;
  new.position := private.key_between(
    (select max(s.position) from public.board_states s
     where s.board_id = new.board_id and (first_done is null or s.position < first_done)),
    first_done);
  return new;
end
$$;

revoke all on function private.place_new_state() from public;

create trigger board_states_a_place_new before insert on public.board_states
  for each row when (new.position is null) execute function private.place_new_state();
