import { can } from '@tandem/schemas';
import { CommandPalette, type CommandPaletteGroup } from '@tandem/ui/workspace';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSignOut } from '../lib/use-sign-out';
import { useTandemQueries } from '../lib/use-tandem-queries';
import {
  boardCommands,
  createTaskCommands,
  taskCommands,
  workspaceCommands,
} from './content-commands';
import { navigationCommands } from './navigation-commands';
import { cachedStatesOf, cachedTasksOf } from './palette-tasks';
import { themeCommands } from './theme-commands';

/** Props of {@link CommandPaletteDialog}. */
export interface CommandPaletteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Ctrl/Cmd+K palette's commands: go to a task (by number or title), a board of this
 * workspace, another workspace, or any page (settings, activity, profile); create a task on the
 * board on screen (for those who may); switch the theme; sign out.
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
    // Only those who may create tasks are offered "New task" (a viewer's would do nothing).
    const mayCreate = workspace ? can(workspace.role, 'content.contribute') : false;
    if (onBoard && mayCreate) result.push(createTaskCommands(slug, boardId ?? '', navigate));
    if (workspace && slug && open) {
      const tasks = cachedTasksOf(queryClient, workspace.id);
      result.push(taskCommands(slug, tasks, cachedStatesOf(queryClient, tasks), navigate));
      result.push(boardCommands(slug, boards.data ?? [], navigate));
    }
    result.push(workspaceCommands(workspaces.data ?? [], navigate));
    result.push(...navigationCommands({ slug: workspace ? slug : undefined, navigate, signOut }));
    result.push(themeCommands());
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
