import type { Task } from '@tandem/schemas';
import type { TandemClient } from '../../src/index.js';

/** The seeded workspace `acme` and its board "Roadmap", as `client` sees them. */
export async function acme(
  client: TandemClient,
): Promise<{ workspaceId: string; boardId: string }> {
  const { data: workspace, error } = await (await client.supabase())
    .from('workspaces')
    .select('id, boards(id, name)')
    .eq('slug', 'acme')
    .single();
  if (error) throw error;
  const board = workspace.boards.find((b) => b.name === 'Roadmap');
  if (!board) throw new Error('the seed has no Roadmap board');
  return { workspaceId: workspace.id, boardId: board.id };
}

/**
 * Creates a task on a board with a plain insert (the tasks namespace is tested elsewhere).
 * Without a position it goes to the bottom of its column; triggers fill `number`,
 * `position` and `workspace_id`, which the generated insert type still asks for.
 */
export async function insertTask(
  client: TandemClient,
  place: { workspaceId: string; boardId: string },
  title: string,
): Promise<Task> {
  const { data, error } = await (await client.supabase())
    .from('tasks')
    .insert({ board_id: place.boardId, workspace_id: place.workspaceId, title } as never)
    .select()
    .single();
  if (error) throw error;
  return data as unknown as Task;
}
