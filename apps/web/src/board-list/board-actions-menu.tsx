import type { Board } from '@tandem/schemas';
import { IconButton } from '@tandem/ui/actions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@tandem/ui/overlays';
import { Archive, MoreHorizontal, PencilLine } from 'lucide-react';

/** Props of {@link BoardActionsMenu}. */
export interface BoardActionsMenuProps {
  /** The board the menu acts on. */
  board: Board;
  /** "Rename…" was chosen. */
  onRename: () => void;
  /** "Archive…" was chosen. */
  onArchive: () => void;
}

/** The "…" menu of a board card (admins and the owner): rename or archive. */
export function BoardActionsMenu({ board, onRename, onArchive }: BoardActionsMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={`Actions for ${board.name}`} icon={<MoreHorizontal />} size="sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem icon={<PencilLine />} onSelect={onRename}>
          Rename…
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Archive />} destructive onSelect={onArchive}>
          Archive…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
