import { STATUS_LABELS, StatusIcon } from '@tandem/ui/board';
import { CommandPalette, type CommandPaletteGroup } from '@tandem/ui/workspace';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Columns3, Laptop, LayoutGrid, Moon, Plus, Sun } from 'lucide-react';
import { useMemo } from 'react';
import { useSignOut } from '../lib/use-sign-out';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { saveThemePreference } from '../preferences/theme-preference';
import { navigationCommands } from './navigation-commands';
import { cachedTasksOf } from './palette-tasks';

/** Props of {@link CommandPaletteDialog}. */
export interface CommandPaletteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Ctrl/Cmd+K palette's commands: go to a task (by number or title), a board of this
 * workspace, another workspace, or any page (settings, activity, profile); create a task on the
 * board on screen; switch the theme; sign out.
 */
export function CommandPaletteDialog({ open, onOpenChange }: CommandPaletteDialogProps) {
  const queries = useTandemQueries();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const params = useParams({ strict: false });
  const slug = params.slug;
  const boardId = params.boardId;
  const onBoard = Boolean(boardId);
  const workspaces = useQuery({ ...queries.workspaces.mine(), enabled: open });
  const workspace = workspaces.data?.find((candidate) => candidate.slug === slug);
  const boards = useQuery({
    ...queries.boards.list(workspace?.id ?? ''),
    enabled: open && Boolean(workspace),
  });

  const groups = useMemo((): CommandPaletteGroup[] => {
    const result: CommandPaletteGroup[] = [];
    if (onBoard) {
      result.push({
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
                params: { slug: slug ?? '', boardId: boardId ?? '' },
                search: (previous) => ({ ...previous, new: true }),
              }),
          },
        ],
      });
    }
    if (workspace && slug && open) {
      result.push({
        heading: 'Tasks',
        items: cachedTasksOf(queryClient, workspace.id).map((task) => ({
          id: `task:${task.number}`,
          label: `#${task.number} ${task.title}`,
          keywords: [String(task.number), STATUS_LABELS[task.status]],
          icon: <StatusIcon status={task.status} />,
          onSelect: () =>
            void navigate({
              to: '/w/$slug/b/$boardId',
              params: { slug, boardId: task.board_id },
              search: { task: task.number },
            }),
        })),
      });
      result.push({
        heading: 'Boards',
        items: (boards.data ?? []).map((board) => ({
          id: `board:${board.id}`,
          label: board.name,
          icon: <Columns3 />,
          onSelect: () =>
            void navigate({ to: '/w/$slug/b/$boardId', params: { slug, boardId: board.id } }),
        })),
      });
    }
    result.push({
      heading: 'Workspaces',
      items: (workspaces.data ?? []).map((candidate) => ({
        id: `workspace:${candidate.slug}`,
        label: candidate.name,
        keywords: [candidate.slug],
        icon: <LayoutGrid />,
        onSelect: () => void navigate({ to: '/w/$slug', params: { slug: candidate.slug } }),
      })),
    });
    result.push(...navigationCommands({ slug: workspace ? slug : undefined, navigate, signOut }));
    result.push({
      heading: 'Theme',
      items: [
        {
          id: 'theme:light',
          label: 'Light theme',
          keywords: ['appearance'],
          icon: <Sun />,
          onSelect: () => saveThemePreference('light'),
        },
        {
          id: 'theme:dark',
          label: 'Dark theme',
          keywords: ['appearance'],
          icon: <Moon />,
          onSelect: () => saveThemePreference('dark'),
        },
        {
          id: 'theme:system',
          label: 'System theme',
          keywords: ['appearance'],
          icon: <Laptop />,
          onSelect: () => saveThemePreference('system'),
        },
      ],
    });
    return result.filter((group) => group.items.length > 0);
  }, [
    onBoard,
    boardId,
    workspace,
    slug,
    open,
    queryClient,
    navigate,
    signOut,
    boards.data,
    workspaces.data,
  ]);

  return (
    <CommandPalette
      open={open}
      onOpenChange={onOpenChange}
      groups={groups}
      placeholder="Go to a task, board or workspace, or run a command…"
    />
  );
}
