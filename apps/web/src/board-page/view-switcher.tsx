import { Kanban, List } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import type { BoardView } from './board-search';

/** The views people can switch between, in order; a new view is one more entry. */
const VIEWS: ReadonlyArray<{ view: BoardView; name: string; icon: typeof List }> = [
  { view: 'board', name: 'Board', icon: Kanban },
  { view: 'list', name: 'List', icon: List },
];

/** Props of {@link ViewSwitcher}. */
export interface ViewSwitcherProps {
  view: BoardView;
  onChange: (view: BoardView) => void;
}

/**
 * Board or list: a segmented control with radio semantics ("Board view", "List view"), one
 * tab stop, the arrow keys choosing the next view as native radios do.
 */
export function ViewSwitcher({ view, onChange }: ViewSwitcherProps) {
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const at = VIEWS.findIndex((choice) => choice.view === view);
    const next = VIEWS[(at + step + VIEWS.length) % VIEWS.length];
    if (!next) return;
    onChange(next.view);
    group.current?.querySelector<HTMLElement>(`[data-view="${next.view}"]`)?.focus();
  };
  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label="View"
      className="inline-flex shrink-0 items-center gap-0.5 rounded-md border border-border bg-subtle p-0.5"
    >
      {VIEWS.map(({ view: choice, name, icon: Icon }) => {
        const checked = choice === view;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a segmented control; native radios can't be styled as one
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={`${name} view`}
            data-view={choice}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(choice)}
            onKeyDown={onKeyDown}
            className={
              checked
                ? 'inline-flex h-6 items-center gap-1.5 rounded px-2 font-medium text-fg text-xs shadow-sm outline-none bg-surface focus-visible:ring-2 focus-visible:ring-ring/60'
                : 'inline-flex h-6 items-center gap-1.5 rounded px-2 text-muted text-xs outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-ring/60'
            }
          >
            <Icon aria-hidden="true" className="size-3.5" />
            <span>{name}</span>
          </button>
        );
      })}
    </div>
  );
}
