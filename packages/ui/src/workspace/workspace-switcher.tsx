import { Check, ChevronsUpDown, LayoutGrid, Plus } from 'lucide-react';
import * as React from 'react';
import { Button } from '../actions/button';
import { paletteColors } from '../foundations/palette';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../overlays/dropdown-menu';

/** A workspace as the switcher lists it. */
export interface WorkspaceSwitcherItem {
  /** The workspace's URL slug; identifies it. */
  slug: string;
  /** The workspace's name. */
  name: string;
}

/** Props of {@link WorkspaceSwitcher}. */
export interface WorkspaceSwitcherProps {
  /** The user's workspaces. */
  workspaces: readonly WorkspaceSwitcherItem[];
  /** Slug of the workspace shown now; none outside a workspace. */
  currentSlug?: string | null;
  /** A workspace was picked. */
  onSelect: (slug: string) => void;
  /** "All workspaces" was picked; the item is hidden without it. */
  onShowAll?: () => void;
  /** "New workspace" was picked; the item is hidden without it. */
  onCreate?: () => void;
  /** Label of the trigger outside any workspace. @default 'Workspaces' */
  placeholder?: string;
}

function WorkspaceTile({ name }: { name: string }) {
  const colors = paletteColors(name);
  return (
    <span
      aria-hidden="true"
      className="grid size-5 shrink-0 place-items-center rounded-[5px] font-semibold text-[0.625rem]"
      style={{ backgroundColor: colors.background, color: colors.foreground }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * The workspace name in the top bar; opens a menu of the user's workspaces (the current one
 * checked), "All workspaces" and "New workspace".
 */
export function WorkspaceSwitcher({
  workspaces,
  currentSlug,
  onSelect,
  onShowAll,
  onCreate,
  placeholder = 'Workspaces',
}: WorkspaceSwitcherProps) {
  const current = React.useMemo(
    () => workspaces.find((workspace) => workspace.slug === currentSlug),
    [workspaces, currentSlug],
  );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="min-w-0 max-w-56 px-1.5 text-fg">
          {current ? <WorkspaceTile name={current.name} /> : null}
          <span className="sr-only">Workspace: </span>
          <span className="truncate">{current?.name ?? placeholder}</span>
          <ChevronsUpDown aria-hidden="true" className="text-faint" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuGroup>
          <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
          {workspaces.map((workspace) => (
            <DropdownMenuItem
              key={workspace.slug}
              icon={<WorkspaceTile name={workspace.name} />}
              onSelect={() => onSelect(workspace.slug)}
              aria-current={workspace.slug === currentSlug ? 'true' : undefined}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate">{workspace.name}</span>
                {workspace.slug === currentSlug ? (
                  <Check aria-label="current" className="text-accent-text!" />
                ) : null}
              </span>
            </DropdownMenuItem>
          ))}
          {workspaces.length === 0 ? (
            <p className="px-2 py-1.5 text-muted text-sm">No workspaces yet</p>
          ) : null}
        </DropdownMenuGroup>
        {onShowAll || onCreate ? <DropdownMenuSeparator /> : null}
        {onShowAll ? (
          <DropdownMenuItem icon={<LayoutGrid />} onSelect={onShowAll}>
            All workspaces
          </DropdownMenuItem>
        ) : null}
        {onCreate ? (
          <DropdownMenuItem icon={<Plus />} onSelect={onCreate}>
            New workspace
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
