import { Command, useCommandState } from 'cmdk';
import { Search } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import * as React from 'react';
import { Kbd } from '../display/kbd';
import { cn } from '../foundations/cn';
import { overlayClasses } from '../overlays/overlay-styles';
import { rankGroups } from './command-rank';

/** One command of the palette. */
export interface CommandPaletteItem {
  /** Stable id; it keeps items apart but is not searched (`label` and `keywords` are). */
  id: string;
  /** What the command says. */
  label: string;
  /** Extra words it can be found by (a task number, a slug). */
  keywords?: string[];
  /** An icon before the label. */
  icon?: React.ReactNode;
  /** A shortcut hint at the end, e.g. `C`. */
  shortcut?: string;
  /** Runs the command; the palette closes first. */
  onSelect: () => void;
}

/** A titled group of commands ("Go to", "Create", "Theme"). */
export interface CommandPaletteGroup {
  /** The group heading. */
  heading: string;
  /** Its commands, in order. */
  items: ReadonlyArray<CommandPaletteItem>;
}

/** Props of {@link CommandPalette}. */
export interface CommandPaletteProps {
  /** Whether it is open. Pair with `useCommandPaletteShortcut` for Ctrl/Cmd+K. */
  open: boolean;
  /** Called to open or close it (Escape, a click outside, or after a command runs). */
  onOpenChange: (open: boolean) => void;
  /** The commands. */
  groups: ReadonlyArray<CommandPaletteGroup>;
  /** Placeholder of the search field. @default 'Type a command or search…' */
  placeholder?: string;
  /** Shown when nothing matches. @default 'No results.' */
  emptyText?: string;
}

/**
 * The Ctrl/Cmd+K command palette (cmdk in a modal dialog): type to filter, arrow keys to
 * choose, Enter to run; focus returns where it was when it closes. Results are ranked by
 * {@link rankGroups}: exact and prefix matches on names first, loose matches last.
 */
export function CommandPalette({
  open,
  onOpenChange,
  groups,
  placeholder = 'Type a command or search…',
  emptyText = 'No results.',
}: CommandPaletteProps) {
  // Opened by a shortcut rather than a Radix trigger, so remember where focus was to put it
  // back on close.
  const returnFocus = React.useRef<HTMLElement | null>(null);
  const [search, setSearch] = React.useState('');
  const shown = React.useMemo(() => rankGroups(groups, search), [groups, search]);
  // Each opening starts from an empty search, as a fresh input would.
  React.useEffect(() => {
    if (!open) setSearch('');
  }, [open]);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed top-[15vh] left-1/2 z-50 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl border border-border bg-surface text-fg shadow-lg outline-none data-[state=open]:animate-pop-in"
        >
          <DialogPrimitive.Title className="sr-only">Command palette</DialogPrimitive.Title>
          {/* Ranked here, not by cmdk: its own order lets loose matches beat whole names. */}
          <Command label="Command palette" loop shouldFilter={false}>
            <div className="flex items-center gap-2 border-border border-b px-4">
              <Search aria-hidden="true" className="size-4 shrink-0 text-faint" />
              <Command.Input
                value={search}
                onValueChange={setSearch}
                placeholder={placeholder}
                className="h-12 flex-1 bg-transparent text-base text-fg outline-none placeholder:text-faint"
              />
              <Kbd>Esc</Kbd>
            </div>
            <Command.Empty className="py-8 text-center text-muted text-sm">
              {emptyText}
            </Command.Empty>
            <ResultList>
              {shown.map((group) => (
                <Command.Group
                  key={group.heading}
                  heading={group.heading}
                  className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-faint [&_[cmdk-group-heading]]:text-xs"
                >
                  {group.items.map((item) => (
                    <PaletteItem key={item.id} item={item} onChosen={() => onOpenChange(false)} />
                  ))}
                </Command.Group>
              ))}
            </ResultList>
          </Command>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * The listbox of results, hidden while nothing matches: an empty listbox is invalid ARIA,
 * and the "no results" message is shown next to it instead.
 */
function ResultList({ children }: { children: React.ReactNode }) {
  const count = useCommandState((state) => state.filtered.count);
  return (
    <Command.List hidden={count === 0} className="max-h-80 overflow-y-auto p-2">
      {children}
    </Command.List>
  );
}

/** One result: its icon, label and shortcut; choosing it closes the palette, then runs it. */
function PaletteItem({ item, onChosen }: { item: CommandPaletteItem; onChosen: () => void }) {
  return (
    <Command.Item
      value={item.id}
      onSelect={() => {
        onChosen();
        item.onSelect();
      }}
      className={cn(
        'flex cursor-default select-none items-center gap-3 rounded-md px-2 py-2 text-sm',
        'data-[selected=true]:bg-hover [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted',
      )}
    >
      {item.icon ? (
        <span aria-hidden="true" className="contents">
          {item.icon}
        </span>
      ) : null}
      <span className="flex-1 truncate">{item.label}</span>
      {item.shortcut ? <Kbd>{item.shortcut}</Kbd> : null}
    </Command.Item>
  );
}
