import * as React from 'react';
import { cn } from '../foundations/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../overlays/dropdown-menu';

/** What makes an element a grid cell's focus target: its key, tab stop and key handling. */
export interface CellFocusProps {
  'data-cell': string;
  tabIndex: number;
  onKeyDown: (event: React.KeyboardEvent) => void;
  onFocus: () => void;
}

/** One choice of a {@link MenuCell}. */
export interface MenuCellChoice {
  value: string;
  label: string;
  icon?: React.ReactNode;
}

/** Props of {@link MenuCell}. */
export interface MenuCellProps {
  focus: CellFocusProps;
  /**
   * Read before what the cell shows, for screen readers only: "Priority of #12: ". Its
   * content then names the trigger, so the name contains the visible text.
   */
  label: string;
  /** What the cell shows. */
  children: React.ReactNode;
  choices: ReadonlyArray<MenuCellChoice>;
  value: string;
  onChoose: (value: string) => void;
}

/** Classes of a cell's focus target: fills the cell, ring inside it. */
export const cellTargetClasses =
  'flex h-full w-full min-w-0 items-center gap-2 rounded-md px-2 text-start outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring/60 focus-visible:ring-inset';

/** The keys that open a menu from its trigger, as Radix's trigger takes them. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A cell edited with a menu of choices (state, priority, assignee): Enter, Space or a click
 * opens it; choosing reports the value and puts focus back on the cell.
 *
 * Until first used, the cell is a plain button that looks and reads the same: a list of
 * thousands of tasks mounts a few dozen rows at every scroll step, and a menu's trigger, popper
 * and presence machinery in each of their cells would cost more than the rows themselves.
 */
export function MenuCell(props: MenuCellProps) {
  const [armed, setArmed] = React.useState(false);
  const { focus, label, children } = props;
  if (armed) return <CellMenu {...props} />;
  return (
    <button
      type="button"
      {...focus}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={cellTargetClasses}
      onPointerDown={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger: the press opens the menu, and the button takes no focus first.
        event.preventDefault();
        setArmed(true);
      }}
      onKeyDown={(event) => {
        focus.onKeyDown(event);
        if (event.defaultPrevented || !OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setArmed(true);
      }}
    >
      <span className="sr-only">{label}</span>
      {children}
    </button>
  );
}

/** The cell once used: the trigger and its menu, open from the start. */
function CellMenu({ focus, label, children, choices, value, onChoose }: MenuCellProps) {
  const [open, setOpen] = React.useState(true);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger {...focus} className={cn(cellTargetClasses, open && 'bg-hover')}>
        <span className="sr-only">{label}</span>
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-72 overflow-y-auto">
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            if (next !== value) onChoose(next);
          }}
        >
          {choices.map((choice) => (
            <DropdownMenuRadioItem key={choice.value} value={choice.value} icon={choice.icon}>
              {choice.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
