import { type Shortcut, ShortcutList } from '@tandem/ui/display';
import { Dialog, DialogContent } from '@tandem/ui/overlays';

const SHORTCUTS: ReadonlyArray<Shortcut> = [
  { keys: ['Ctrl', 'K'], description: 'Command palette (⌘K on a Mac)' },
  { keys: ['C'], description: 'New task' },
  { keys: ['/'], description: 'Search the board' },
  { keys: ['?'], description: 'This help' },
  { keys: ['Ctrl', 'Z'], description: 'Undo your last move, edit or delete (⌘Z on a Mac)' },
  { keys: ['←', '↑', '↓', '→'], description: 'Move between cards' },
  { keys: ['Enter'], description: 'Open the card' },
  { keys: ['Space'], description: 'Pick a card up, then arrows to move it and Space to drop' },
  { keys: ['X'], description: 'Select the card (bulk edit); Ctrl+click and Shift+click too' },
  { keys: ['Esc'], description: 'Cancel a move, clear the selection, close a panel or dialog' },
];

/** Props of {@link ShortcutHelpDialog}. */
export interface ShortcutHelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The `?` dialog: every keyboard shortcut of the board. */
export function ShortcutHelpDialog({ open, onOpenChange }: ShortcutHelpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Keyboard shortcuts" size="sm">
        <ShortcutList shortcuts={SHORTCUTS} />
      </DialogContent>
    </Dialog>
  );
}
