import type { Board, Workspace } from '@tandem/api-client';
import type { BoardState, Task } from '@tandem/schemas';
import { columnStatus, STATUS_LABELS, StatusIcon } from '@tandem/ui/board';
import type { CommandPaletteGroup } from '@tandem/ui/workspace';
import type { useNavigate } from '@tanstack/react-router';
import { Columns3, LayoutGrid, Plus } from 'lucide-react';

type Navigate = ReturnType<typeof useNavigate>;

/** "New task" on the board on screen: the board opens its new task dialog. */
export function createTaskCommands(
  slug: string | undefined,
  boardId: string,
  navigate: Navigate,
): CommandPaletteGroup {
  return {
    heading: 'Create',
    items: [
      {
        id: 'create-task',
        label: 'New task',
        icon: <Plus />,
        shortcut: 'C',
        onSelect: () =>
          void navigate({
            to: '/w/$slug/b/$boardId',
            params: { slug: slug ?? '', boardId },
            search: (previous) => ({ ...previous, new: true }),
          }),
      },
    ],
  };
}

/**
 * The workspace's tasks this browser has loaded, found by number, title or column (by the
 * name its board gives it, from `states`; the status's name while the board's columns are
 * not loaded).
 */
export function taskCommands(
  slug: string,
  tasks: readonly Task[],
  states: ReadonlyMap<string, BoardState>,
  navigate: Navigate,
): CommandPaletteGroup {
  return {
    heading: 'Tasks',
    items: tasks.map((task) => {
      const state = states.get(task.state_id);
      const status = state ? columnStatus({ ...state, wipLimit: state.wip_limit }) : task.status;
      return {
        id: `task:${task.number}`,
        label: `#${task.number} ${task.title}`,
        keywords: [String(task.number), state?.name ?? STATUS_LABELS[task.status]],
        icon: <StatusIcon status={status} />,
        onSelect: () =>
          void navigate({
            to: '/w/$slug/b/$boardId',
            params: { slug, boardId: task.board_id },
            search: { task: task.number },
          }),
      };
    }),
  };
}

/** The workspace's boards. */
export function boardCommands(
  slug: string,
  boards: readonly Board[],
  navigate: Navigate,
): CommandPaletteGroup {
  return {
    heading: 'Boards',
    items: boards.map((board) => ({
      id: `board:${board.id}`,
      label: board.name,
      icon: <Columns3 />,
      onSelect: () =>
        void navigate({ to: '/w/$slug/b/$boardId', params: { slug, boardId: board.id } }),
    })),
  };
}

/** The user's workspaces, found by name or slug. */
export function workspaceCommands(
  workspaces: readonly Workspace[],
  navigate: Navigate,
): CommandPaletteGroup {
  return {
    heading: 'Workspaces',
    items: workspaces.map((candidate) => ({
      id: `workspace:${candidate.slug}`,
      label: candidate.name,
      keywords: [candidate.slug],
      icon: <LayoutGrid />,
      onSelect: () => void navigate({ to: '/w/$slug', params: { slug: candidate.slug } }),
    })),
  };
}
