import { useCommandPaletteShortcut } from '@tandem/ui/workspace';
import { lazy, Suspense, useState } from 'react';

// cmdk and the commands load on the first Ctrl/Cmd+K, not with the page.
const CommandPaletteDialog = lazy(() =>
  import('./command-palette-dialog').then((module) => ({ default: module.CommandPaletteDialog })),
);

/** Ctrl/Cmd+K anywhere in the signed-in app: the command palette, loaded when first asked for. */
export function CommandPaletteHost() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useCommandPaletteShortcut(() => {
    setWanted(true);
    setOpen((current) => !current);
  });
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CommandPaletteDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
