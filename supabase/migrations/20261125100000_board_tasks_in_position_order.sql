-- A board's tasks in position order across its columns, for the pages a board loads in.
--
-- The board reads its tasks in pages of max_rows, ordered by position then id across every
-- column: the first page then holds the top cards of every column, so the board can paint all
-- of its columns before the later pages arrive. Without this index each page would sort the
-- whole board; with it, a page is an index range scan like the column-by-column order it
-- replaces.
create index tasks_board_position_id_idx on public.tasks (board_id, position, id);
