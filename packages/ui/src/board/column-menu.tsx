import {
  ArrowLeft,
  ArrowRight,
  Gauge,
  MoreHorizontal,
  Palette,
  Pencil,
  Trash2,
} from 'lucide-react';
import { IconButton } from '../actions/icon-button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../overlays/dropdown-menu';

/** Which part of a column an edit is about: the dialog it opens starts there. */
export type ColumnEditField = 'name' | 'color' | 'limit';

/** Props of {@link ColumnMenu}. */
export interface ColumnMenuProps {
  /** The column's name, for the trigger's accessible name ("Column actions for QA"). */
  name: string;
  /** Whether there is a column before / after it to swap with. */
  canMoveLeft: boolean;
  canMoveRight: boolean;
  /** Opens the column's edit dialog at `field`. */
  onEdit: (field: ColumnEditField) => void;
  onMoveLeft: () => void;
  onMoveRight: () => void;
  /** Deletes the column (the app asks where its tasks go first). */
  onDelete: () => void;
}

/**
 * A column header's menu for people who shape the board: rename, change colour, set the WIP
 * limit, move left or right, delete. Arrow keys move between items, Enter picks, Escape
 * closes and focus goes back to the trigger.
 */
export function ColumnMenu({
  name,
  canMoveLeft,
  canMoveRight,
  onEdit,
  onMoveLeft,
  onMoveRight,
  onDelete,
}: ColumnMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={`Column actions for ${name}`} icon={<MoreHorizontal />} size="sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem icon={<Pencil />} onSelect={() => onEdit('name')}>
          Rename…
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Palette />} onSelect={() => onEdit('color')}>
          Change colour…
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Gauge />} onSelect={() => onEdit('limit')}>
          Set WIP limit…
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<ArrowLeft />} disabled={!canMoveLeft} onSelect={onMoveLeft}>
          Move left
        </DropdownMenuItem>
        <DropdownMenuItem icon={<ArrowRight />} disabled={!canMoveRight} onSelect={onMoveRight}>
          Move right
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Trash2 />} destructive onSelect={onDelete}>
          Delete column…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
