import type { SavedView } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tandem/ui/overlays';
import { ChevronDown, Layers, PencilLine, Plus, Save, Trash2, User, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BoardViews } from './use-saved-views';

/** Props of {@link ViewsMenu}. */
export interface ViewsMenuProps {
  views: BoardViews;
  /** The view the board shows (`?saved=`), if it is one the caller sees. */
  active: SavedView | undefined;
  /** Whether the board's filters have changed since the active view was applied. */
  edited: boolean;
  /** Whether the caller may rename, change or delete `view`. */
  canManage: (view: SavedView) => boolean;
  /** The name of a shared view's owner, shown beside it. */
  ownerName: (view: SavedView) => string | undefined;
  onApply: (view: SavedView) => void;
  onSave: () => void;
  onSaveChanges: (view: SavedView) => void;
  onRename: (view: SavedView) => void;
  onDelete: (view: SavedView) => void;
}

function ViewItems({
  label,
  views,
  icon,
  ownerName,
  onApply,
}: {
  label: string;
  views: SavedView[];
  icon: ReactNode;
  ownerName?: ViewsMenuProps['ownerName'];
  onApply: (view: SavedView) => void;
}) {
  if (views.length === 0) return null;
  return (
    <>
      <DropdownMenuLabel>{label}</DropdownMenuLabel>
      {views.map((view) => {
        const owner = ownerName?.(view);
        return (
          <DropdownMenuRadioItem
            key={view.id}
            value={view.id}
            icon={icon}
            onSelect={() => onApply(view)}
          >
            <span className="flex items-baseline justify-between gap-3">
              <span className="truncate">{view.name}</span>
              {owner ? (
                <span className="max-w-24 shrink-0 truncate text-faint text-xs">{owner}</span>
              ) : null}
            </span>
          </DropdownMenuRadioItem>
        );
      })}
    </>
  );
}

/**
 * The board's "Views" menu: the caller's personal views and the workspace's shared ones (the
 * chosen one dotted), then "Save view…", and for the view shown, saving the board's changed
 * filters into it, renaming and deleting it where the caller may. The button names the view
 * shown, with a dot while its filters have been changed.
 */
export function ViewsMenu(props: ViewsMenuProps) {
  const { views, active, edited, canManage } = props;
  const empty = views.mine.length === 0 && views.shared.length === 0;
  const manage = active && canManage(active) ? active : undefined;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          size="sm"
          variant={active ? 'secondary' : 'ghost'}
          aria-label={active ? `Views: ${active.name}${edited ? ' (edited)' : ''}` : 'Views'}
          className={active ? 'border-accent/40 bg-accent-subtle text-accent-text' : undefined}
        >
          <Layers aria-hidden="true" />
          <span className="max-w-40 truncate">{active ? active.name : 'Views'}</span>
          {active && edited ? (
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
          ) : null}
          <ChevronDown aria-hidden="true" className="text-faint" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-96 w-72 overflow-y-auto">
        {empty ? (
          <p className="px-2 py-2 text-muted text-sm">
            No saved views yet. Save the filters you use every day and come back in one click.
          </p>
        ) : (
          <DropdownMenuRadioGroup value={active?.id ?? ''}>
            <ViewItems
              label="My views"
              views={views.mine}
              icon={<User />}
              onApply={props.onApply}
            />
            <ViewItems
              label="Shared with workspace"
              views={views.shared}
              icon={<Users />}
              ownerName={props.ownerName}
              onApply={props.onApply}
            />
          </DropdownMenuRadioGroup>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Plus />} onSelect={props.onSave}>
          {active ? 'Save as new view…' : 'Save view…'}
        </DropdownMenuItem>
        {manage && edited ? (
          <DropdownMenuItem icon={<Save />} onSelect={() => props.onSaveChanges(manage)}>
            Save changes to “{manage.name}”
          </DropdownMenuItem>
        ) : null}
        {manage ? (
          <>
            <DropdownMenuItem icon={<PencilLine />} onSelect={() => props.onRename(manage)}>
              Rename “{manage.name}”…
            </DropdownMenuItem>
            <DropdownMenuItem icon={<Trash2 />} destructive onSelect={() => props.onDelete(manage)}>
              Delete “{manage.name}”
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
