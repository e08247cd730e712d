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

/**
 * A cell edited with a menu of choices (state, priority, assignee): Enter, Space or a click
 * opens it; choosing reports the value and puts focus back on the cell.
 */
export function MenuCell({ focus, label, children, choices, value, onChoose }: MenuCellProps) {
  const [open, setOpen] = React.useState(false);
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
