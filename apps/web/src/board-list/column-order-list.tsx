import { IconButton } from '@tandem/ui/actions';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Props of {@link ColumnOrderList}. */
export interface ColumnOrderListProps {
  /** The columns' names, in order. */
  columns: string[];
  /** The column at `from` was moved to `to`. */
  onMove: (from: number, to: number) => void;
}

type Direction = 'up' | 'down';

/**
 * The order of a board's columns, each with "Move … up" and "Move … down" buttons. Focus stays
 * on the moved column (on its other button once it reaches an end, where this one stops
 * working), and the new position is announced.
 */
export function ColumnOrderList({ columns, onMove }: ColumnOrderListProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusNext.current === null) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const move = (index: number, direction: Direction) => {
    const name = columns[index];
    const to = direction === 'up' ? index - 1 : index + 1;
    if (name === undefined || to < 0 || to >= columns.length) return;
    onMove(index, to);
    const atEnd = direction === 'up' ? to === 0 : to === columns.length - 1;
    const opposite: Direction = direction === 'up' ? 'down' : 'up';
    focusNext.current = `${atEnd ? opposite : direction}:${name}`;
    setAnnouncement(`${name} moved to position ${to + 1} of ${columns.length}`);
  };

  const button = (name: string, index: number, direction: Direction) => (
    <IconButton
      ref={(element) => {
        if (element) buttons.current.set(`${direction}:${name}`, element);
        else buttons.current.delete(`${direction}:${name}`);
      }}
      label={`Move ${name} ${direction}`}
      icon={direction === 'up' ? <ArrowUp /> : <ArrowDown />}
      size="sm"
      tooltip={false}
      disabled={direction === 'up' ? index === 0 : index === columns.length - 1}
      onClick={() => move(index, direction)}
    />
  );

  return (
    <>
      <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {columns.map((name, index) => (
          <li key={name} className="flex items-center gap-2 py-1 ps-3 pe-1 text-sm">
            <span aria-hidden="true" className="w-5 shrink-0 text-faint tabular-nums">
              {index + 1}.
            </span>
            <span className="min-w-0 flex-1 truncate text-fg">{name}</span>
            {button(name, index, 'up')}
            {button(name, index, 'down')}
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
