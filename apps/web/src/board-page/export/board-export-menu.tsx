import { IconButton } from '@tandem/ui/actions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@tandem/ui/overlays';
import { FileJson, FileSpreadsheet, MoreHorizontal } from 'lucide-react';
import { notifyError } from '../../lib/notify-error';
import { useTandem } from '../../lib/use-tandem';

/** Props of {@link BoardExportMenu}. */
export interface BoardExportMenuProps {
  boardId: string;
  boardName: string;
}

/** Saves `text` as a file named `name` through the browser's download. */
function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file to the browser; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from a board's name: letters, digits and single hyphens. */
function fileBase(boardName: string) {
  return (
    boardName
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'board'
  );
}

/**
 * The board's menu: export it as CSV (one row a card, for spreadsheets) or as Tandem JSON
 * (everything, for importing into another workspace). Anyone who sees the board may export it.
 */
export function BoardExportMenu({ boardId, boardName }: BoardExportMenuProps) {
  const tandem = useTandem();
  const exportAs = async (format: 'csv' | 'json') => {
    try {
      const base = fileBase(boardName);
      if (format === 'csv') {
        download(`${base}.csv`, 'text/csv', await tandem.transfer.exportCsv(boardId));
      } else {
        const board = await tandem.transfer.exportJson(boardId);
        download(`${base}.tandem.json`, 'application/json', JSON.stringify(board, null, 2));
      }
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label="Board menu" icon={<MoreHorizontal />} size="sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Export board</DropdownMenuLabel>
        <DropdownMenuItem icon={<FileSpreadsheet />} onSelect={() => exportAs('csv')}>
          Export as CSV
        </DropdownMenuItem>
        <DropdownMenuItem icon={<FileJson />} onSelect={() => exportAs('json')}>
          Export as JSON
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
