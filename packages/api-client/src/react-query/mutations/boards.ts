import type { TandemClient } from '../../client.js';
import { tandemKeys } from '../keys.js';
import { mutationOptions } from '../options.js';
import type { TandemMutations } from '../tandem-mutations.js';
import type { MutationsContext } from './context.js';

type Api = TandemClient;

/** The board writes: each refreshes the board's row and its workspace's lists of boards. */
export function boardMutations(context: MutationsContext): TandemMutations['boards'] {
  const { client, queryClient, invalidate } = context;
  return {
    create: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'boards', 'create'],
        mutationFn: (input: Parameters<Api['boards']['create']>[0]) => client.boards.create(input),
        onSuccess: (board) => invalidate([...tandemKeys.all, 'boards', board.workspace_id]),
      }),
    update: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'boards', 'update'],
        mutationFn: (input: Parameters<Api['boards']['update']>[0]) => client.boards.update(input),
        onSuccess: (board) => {
          queryClient.setQueryData(tandemKeys.boardDetails(board.id), board);
          return invalidate([...tandemKeys.all, 'boards', board.workspace_id]);
        },
      }),
    archive: () => boardArchival(context, 'archive'),
    restore: () => boardArchival(context, 'restore'),
  };
}

/** Archiving or restoring a board: the board's own row and its workspace's lists change. */
function boardArchival({ client, invalidate }: MutationsContext, action: 'archive' | 'restore') {
  return mutationOptions({
    mutationKey: [...tandemKeys.all, 'boards', action],
    mutationFn: (variables: { boardId: string; workspaceId: string }) =>
      client.boards[action](variables.boardId),
    onSuccess: (_, variables) =>
      Promise.all([
        invalidate(tandemKeys.boardDetails(variables.boardId)),
        invalidate([...tandemKeys.all, 'boards', variables.workspaceId]),
      ]),
  });
}
