import { X } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../actions/button';
import { IconButton } from '../actions/icon-button';
import { cn } from '../foundations/cn';

/** Props of {@link BulkActionBar}. */
export interface BulkActionBarProps {
  /** How many tasks are selected; the bar is not drawn at 0. */
  count: number;
  /** How many tasks match the view's filters: offers "Select all N" while fewer are selected. */
  matching?: number;
  /** Selects every task matching the view's filters. */
  onSelectAll?: () => void;
  /** Clears the selection (the bar's "Clear selection", as Escape does on the board). */
  onClear: () => void;
  /** The actions: buttons or menu triggers, each applying to the whole selection. */
  children?: React.ReactNode;
  className?: string;
}

function Divider() {
  return <span aria-hidden="true" className="mx-0.5 h-5 w-px shrink-0 bg-border" />;
}

/**
 * The bar of a selection (bulk edit), floating at the bottom of the view: "12 selected", an
 * offer to select everything matching, the actions, and a way out. A toolbar named "Bulk
 * actions"; on a phone it spans the width and its actions scroll sideways.
 */
export function BulkActionBar({
  count,
  matching,
  onSelectAll,
  onClear,
  children,
  className,
}: BulkActionBarProps) {
  if (count === 0) return null;
  const canSelectMore = onSelectAll !== undefined && matching !== undefined && matching > count;
  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className={cn(
        'fixed inset-x-2 bottom-3 z-40 mx-auto flex w-auto max-w-max items-center gap-1 rounded-xl border border-border bg-surface p-1.5 text-sm shadow-xl',
        'motion-safe:animate-slide-in-bottom',
        className,
      )}
    >
      <span className="inline-flex h-7 shrink-0 items-center gap-1.5 rounded-md bg-accent-subtle px-2 font-medium text-accent-text tabular-nums">
        {count.toLocaleString()} selected
      </span>
      {canSelectMore ? (
        <Button variant="ghost" size="sm" onClick={onSelectAll}>
          Select all {matching.toLocaleString()}
        </Button>
      ) : null}
      <Divider />
      {/* Only the actions scroll on a narrow screen: the count and the way out stay in view. */}
      <div className="flex min-w-0 items-center gap-0.5 overflow-x-auto [scrollbar-width:none]">
        {children}
      </div>
      <Divider />
      <IconButton
        label="Clear selection"
        icon={<X />}
        variant="ghost"
        size="sm"
        onClick={onClear}
      />
    </div>
  );
}
